import { JSDOM } from "jsdom";

// The post forms of the pages, read from the HTML the server draws (no browser), for the generated page-action
// suite: a new form, or a new field in one, is covered as soon as a page draws it (ADR 0074).

/** One post form as a page draws it: where it posts, how, and its fields with the values it would send. */
export interface PageForm {
  /** The page it was found on. */
  page: string;
  /** The path it posts to (its `action`, or the page). */
  action: string;
  multipart: boolean;
  fields: [string, string][];
}

/** The fields a form sends as drawn: inputs, selects and text areas with a name, checked boxes only, the first submitter. */
function fieldsOf(form: HTMLFormElement): [string, string][] {
  const fields: [string, string][] = [];
  let submitter = false;
  for (const element of Array.from(form.elements)) {
    const control = element as HTMLInputElement;
    if (!control.name || control.disabled) continue;
    const type = control.type;
    if (type === "file" || type === "reset" || type === "button") continue;
    if ((type === "checkbox" || type === "radio") && !control.checked) continue;
    if (type === "submit" || type === "image") {
      if (submitter) continue;
      submitter = true;
    }
    fields.push([control.name, control.value]);
  }
  return fields;
}

/** The post forms of a page's HTML. */
export function formsOf(html: string, page: string): PageForm[] {
  const document = new JSDOM(html, { url: `http://pagina.local${page}` }).window.document;
  return Array.from(document.querySelectorAll("form"))
    .filter((form) => (form.getAttribute("method") ?? "get").toLowerCase() === "post")
    .map((form) => {
      const url = new URL(form.getAttribute("action") ?? page, `http://pagina.local${page}`);
      return {
        page,
        action: `${url.pathname}${url.search}`,
        multipart: (form.getAttribute("enctype") ?? "").includes("multipart"),
        fields: fieldsOf(form),
      };
    });
}

/**
 * The links of a page to itself with a query (`?editar=1`, `?certificado=2`: where a form opens without JavaScript)
 * or to a page under it (`/products/1/image`): the suite reads their forms too.
 */
export function ownLinksOf(html: string, page: string): string[] {
  const document = new JSDOM(html, { url: `http://pagina.local${page}` }).window.document;
  const path = new URL(page, "http://pagina.local").pathname;
  const links = Array.from(document.querySelectorAll("a[href]")).flatMap((a) => {
    const url = new URL(a.getAttribute("href") ?? "", `http://pagina.local${page}`);
    const own = url.pathname === path ? url.search !== "" : url.pathname.startsWith(`${path}/`);
    return url.host === "pagina.local" && own ? [`${url.pathname}${url.search}`] : [];
  });
  return [...new Set(links)];
}

/** Names of a list's entries (`conteineres[0].tipo`): the list is the name before the first index. */
const listOf = (name: string) => /^([^[.]+)\[\d+\]/.exec(name)?.[1];

/** A field that names a record: `id`, `id_<record>`, `<record>_id`, and a record's version. */
const isIdField = (name: string) => /^(id|id_\w+|\w+_id|versao|version)$/.test(name);

/** A form sent with a change, named for the report. */
export interface Mutation {
  label: string;
  fields: [string, string][];
}

/** The ids a page action must refuse with a message: past int4, zero and negative. */
const OUT_OF_RANGE_IDS = ["2147483648", "0", "-1"];

/**
 * Each list sent as one plain value, each plain field sent twice (a repeated key), and each id field past int4,
 * zero and negative: every other field as the page drew it. `intent` stays: it names what is tried.
 */
export function mutationsOf(form: PageForm): Mutation[] {
  const lists = [...new Set(form.fields.flatMap(([name]) => listOf(name) ?? []))];
  const scalars = [...new Set(form.fields.map(([name]) => name).filter((name) => name !== "intent" && !listOf(name)))];
  const without = (drop: (name: string) => boolean) => form.fields.filter(([name]) => !drop(name));
  return [
    ...lists.map((list) => ({ label: `${list}=x (lista como valor)`, fields: [...without((n) => listOf(n) === list), [list, "x"]] })),
    ...scalars.map((name) => {
      const value = form.fields.find(([n]) => n === name)?.[1] ?? "";
      return { label: `${name} repetido (valor como lista)`, fields: [...form.fields, [name, value]] };
    }),
    ...scalars
      .filter(isIdField)
      .flatMap((name) => OUT_OF_RANGE_IDS.map((id) => ({ label: `${name}=${id}`, fields: [...without((n) => n === name), [name, id]] }))),
  ].map((mutation) => ({ ...mutation, fields: mutation.fields as [string, string][] }));
}

/** One form per kind: the same action, intent and field names (a list's rows counted once) are one form. */
export function distinctForms(forms: PageForm[]): PageForm[] {
  const seen = new Set<string>();
  return forms.filter((form) => {
    const intent = form.fields.find(([name]) => name === "intent")?.[1] ?? "";
    const names = [...new Set(form.fields.map(([name]) => name.replace(/\[\d+\]/g, "[]")))].sort();
    const key = `${new URL(form.action, "http://pagina.local").pathname.replace(/\d+/g, "N")} ${intent} ${names.join(",")}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
