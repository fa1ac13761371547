import { parseWithZod } from "@conform-to/zod/v4";
import type { Submission } from "@conform-to/react";
import type { z } from "zod";

// The one way a page action reads its form (ADR 0074). Our forms send each plain field once and each list as indexed
// rows (`conteineres[0].tipo`); a post of another shape (a list as one value, a field repeated) is a refusal with a
// message, never a value picked from it, never a page that cannot be drawn.

/** A form whose `get` answers a field sent once: a repeated one is as good as missing, so its check refuses it. */
class SingleValuedFormData extends FormData {
  override get(name: string): FormDataEntryValue | null {
    const values = this.getAll(name);
    return values.length === 1 ? (values[0] ?? null) : null;
  }
}

/** A page action's form, read once. */
export async function readForm(request: Request): Promise<FormData> {
  const form = new SingleValuedFormData();
  for (const [name, value] of await request.formData()) form.append(name, value);
  return form;
}

/** The fields as one object for a schema: a repeated field is the list of its values (which a plain field refuses). */
export function formFields(form: FormData): Record<string, FormDataEntryValue | FormDataEntryValue[]> {
  const fields: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    fields[name] = values.length === 1 ? (values[0] ?? "") : values;
  }
  return fields;
}

type Path = readonly PropertyKey[];
/** Conform's name of a path: `conteineres[0].tipo`. */
const nameOf = (path: Path) =>
  path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)), "");

/**
 * Where a refused field's value was of the wrong shape: the first part of its path whose value is plain while the
 * schema wanted a list or a group there (`conteineres=x`), or a list where it wanted a plain value (`nome=a&nome=b`).
 */
function misshapenAt(payload: unknown, issue: z.core.$ZodIssue): string | null {
  if (issue.code !== "invalid_type") return null;
  let value = payload;
  for (let at = 0; at < issue.path.length; at++) {
    if (typeof value !== "object" || value === null) return nameOf(issue.path.slice(0, at));
    value = (value as Record<PropertyKey, unknown>)[issue.path[at] as PropertyKey];
  }
  const container = issue.expected === "array" || issue.expected === "object";
  const plain = typeof value !== "object" || value === null;
  return container === plain || Array.isArray(value) ? nameOf(issue.path) : null;
}

type ReplyOptions = NonNullable<Parameters<Submission<unknown>["reply"]>[0]>;
const isReset = (options: ReplyOptions): options is { resetForm?: boolean } => "resetForm" in options;

/**
 * `parseWithZod` for an action: a value of the wrong shape is refused with its message as any bad value, and is left
 * out of what the form is drawn again with (a list field drawn from a plain value cannot be drawn: it was a 500).
 * The message then stands at the top of the form, since the field it would stand at is not drawn.
 */
export function parseForm<S extends z.ZodType>(form: FormData, schema: S) {
  const refused: z.core.$ZodIssue[] = [];
  const submission = parseWithZod(form, {
    schema,
    formatError: (issues: z.core.$ZodIssue[]) => {
      refused.push(...issues);
      return issues.map((issue) => issue.message);
    },
  });
  const misshapen = new Map<string, string>();
  for (const issue of refused) {
    const name = misshapenAt(submission.payload, issue);
    if (name !== null && !misshapen.has(name)) misshapen.set(name, issue.message);
  }
  if (misshapen.size === 0) return submission;
  // A reset form (`resetForm`) draws none of what was sent: nothing to leave out.
  const reply: typeof submission.reply = (options) =>
    submission.reply(
      options && isReset(options)
        ? options
        : {
            ...options,
            hideFields: [...(options?.hideFields ?? []), ...misshapen.keys()],
            formErrors: [...(options?.formErrors ?? []), ...new Set(misshapen.values())],
          },
    );
  return { ...submission, reply };
}
