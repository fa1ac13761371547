import { type SubmissionResult, useForm } from "@conform-to/react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { focusesFirstField, getInputProps, getSelectProps, getTextareaProps } from "#app/lib/forms/control-props.ts";

// A form the server sends back refused carries `autofocus` on its fields in error, and on its first field only
// when nothing is refused: a browser without JavaScript focuses the first of the page (ADR 0075).
function Form({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm<{ nome: string; version: string; tipo: string; peso: string }>({ id: "f", lastResult });
  return (
    <form id={form.id}>
      <input {...getInputProps(fields.nome, { type: "text" }, { first: focusesFirstField(lastResult) })} />
      <input {...getInputProps(fields.version, { type: "hidden" })} />
      <select {...getSelectProps(fields.tipo)} />
      <textarea {...getTextareaProps(fields.peso)} />
    </form>
  );
}

const refused = (error: Record<string, string[] | null>): SubmissionResult<string[]> => ({
  status: "error",
  initialValue: { nome: "", tipo: "", peso: "abc" },
  error,
});

/** The names of the controls drawn with `autofocus`, in the page's order. */
const autofocused = (html: string) =>
  [...html.matchAll(/<(?:input|select|textarea)\b([^>]*)>/g)]
    .map((tag) => tag[1] ?? "")
    .filter((attributes) => /\bautofocus\b/i.test(attributes))
    .map((attributes) => /\bname="(\w+)"/.exec(attributes)?.[1]);

describe("control props", () => {
  it("a form that opens afresh has the focus on its first field", () => {
    expect(autofocused(renderToStaticMarkup(<Form />))).toEqual(["nome"]);
  });

  it("a form sent back refused has it on its fields in error, not on the first field", () => {
    expect(autofocused(renderToStaticMarkup(<Form lastResult={refused({ peso: ["Peso: informe um número."] })} />))).toEqual(["peso"]);
    expect(
      autofocused(renderToStaticMarkup(<Form lastResult={refused({ nome: ["Informe o nome."], tipo: ["Escolha o tipo."] })} />)),
    ).toEqual(["nome", "tipo"]);
  });

  it("an answer with no field in error counts as none", () => {
    expect(focusesFirstField(undefined)).toBe(true);
    expect(focusesFirstField({ error: { peso: null, nome: [] } })).toBe(true);
    expect(focusesFirstField({ error: { peso: ["x"] } })).toBe(false);
  });
});
