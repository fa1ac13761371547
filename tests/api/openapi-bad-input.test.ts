import { readdirSync } from "node:fs";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { fingerprint } from "#tests/support/fingerprint.ts";
import { concretePath, ENGLISH, type IdField, idFieldsOf, type JsonSchema, type Operation, operationsOf } from "#tests/support/openapi.ts";
import { apiErrorSchema } from "#contract/shared/errors.ts";
import { RFQ_GONE, RFQ_TOO_MANY, RFQ_UNKNOWN } from "#contract/rfq/rfq-public.ts";

// The supplier's side of a quote request answers in its visitor's language, English unless `?lang=` asks otherwise
// (docs/decisions/0067): there, a refusal must be one of its own texts, in any of its three languages.
const SUPPLIER_SIDE = "/api/rfq/";
const SUPPLIER_SIDE_TEXTS: ReadonlySet<string> = new Set([RFQ_UNKNOWN, RFQ_GONE, RFQ_TOO_MANY].flatMap((texts) => Object.values(texts)));

// Bad input, property-based, over every operation of the API's own description (ADR 0034): hostile and random
// values in every parameter and body field, and broken bodies. Never a 5xx; every 4xx is JSON with a Portuguese
// `detail`; a refused request writes nothing. Fixed seed, so a failure replays.
const SEED = 20261124;
const RUNS_PER_OPERATION = 40;

const HOSTILE: unknown[] = [
  2147483648,
  9007199254740991,
  -1,
  0,
  1e308,
  -1e308,
  1.5,
  "9".repeat(400),
  "a\u0000b",
  "\u0007sino",
  "%00",
  "",
  "   ",
  "x".repeat(100_000),
  "ç".repeat(5_000),
  "<script>alert(1)</script>",
  "'; drop table suppliers; --",
  "NaN",
  "Infinity",
  "1e400",
  "\u202Eevil",
  "🙂".repeat(300),
  true,
  false,
  null,
  [1],
  [],
  {},
  { id: 1 },
];
const hostile = fc.constantFrom(...HOSTILE);

/** A value of the right kind for a schema, so the other fields let a hostile one be reached. */
function plausible(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map(plausible));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "integer":
      return fc.integer({ min: 1, max: 40 });
    case "number":
      return fc.double({ min: 0, max: 1000, noNaN: true });
    case "boolean":
      return fc.boolean();
    case "array":
      return fc.array(schema.items ? plausible(schema.items) : fc.string(), { maxLength: 3 });
    case "object":
      return bodyOf(schema);
    default:
      return fc.string({ maxLength: 40 });
  }
}

const field = (schema: JsonSchema) => fc.oneof({ weight: 2, arbitrary: hostile }, { weight: 1, arbitrary: plausible(schema) });

/** An object for a schema, each property plausible or hostile, some left out, an unknown one sometimes added. */
function bodyOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, field(property)]));
  return fc
    .tuple(fc.record(properties, { requiredKeys: [] }), fc.option(hostile))
    .map(([record, extra]) => (extra === null ? record : { ...record, __extra: extra }));
}

/** Properties of a schema and of each of its alternatives (a body that is one of several shapes). */
function propertiesOf(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf ?? [];
  return { type: "object", properties: Object.assign({}, schema.properties, ...alternatives.map((a) => propertiesOf(a).properties)) };
}

/** Every file in the storage folder (partial writes included): a refused upload must leave none behind. */
const storedFiles = (root: string) =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `arquivo: ${entry.parentPath.slice(root.length)}/${entry.name}`);

const asText = (value: unknown) => (typeof value === "string" ? value : (JSON.stringify(value) ?? ""));

function parseJson(text: string): { detail?: unknown } | null {
  try {
    return JSON.parse(text) as { detail?: unknown };
  } catch {
    return null;
  }
}

interface Call {
  label: string;
  path: string;
  init: RequestInit;
}

/** Bodies no schema can describe: broken JSON, wrong top-level types, bytes that are not UTF-8, broken multipart. */
function brokenBodies(operation: Operation): Call[] {
  const path = concretePath(operation);
  const raw = (label: string, body: BodyInit, type: string): Call => ({
    label,
    path,
    init: { method: operation.method, body, headers: { "Content-Type": type } },
  });
  if (operation.multipart) {
    return [
      raw("multipart sem boundary", "--x\r\n", "multipart/form-data"),
      raw(
        "multipart truncado",
        '--B\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF',
        "multipart/form-data; boundary=B",
      ),
      raw(
        "multipart com nome de campo hostil",
        '--B\r\nContent-Disposition: form-data; name="\u0000"\r\n\r\nx\r\n--B--\r\n',
        "multipart/form-data; boundary=B",
      ),
      raw("JSON no lugar de multipart", "{}", "application/json"),
    ];
  }
  if (!operation.json) return [];
  return [
    raw("JSON quebrado", '{"id": ', "application/json"),
    raw("JSON lista", "[1, 2]", "application/json"),
    raw("JSON null", "null", "application/json"),
    raw("JSON número", "42", "application/json"),
    raw("JSON texto", '"oi"', "application/json"),
    raw("bytes fora de UTF-8", new Uint8Array([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]), "application/json"),
    raw("texto puro", "id=1", "text/plain"),
    raw("JSON profundo", "[".repeat(5000) + "]".repeat(5000), "application/json"),
  ];
}

function generatedCalls(operation: Operation): Call[] {
  const arbitraries: fc.Arbitrary<Call>[] = [];
  if (operation.query.length > 0) {
    const query = fc.record(Object.fromEntries(operation.query.map((p) => [p.name, field(p.schema)])), { requiredKeys: [] });
    arbitraries.push(
      query.map((values) => {
        const params = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, asText(v)]));
        return {
          label: `query ${JSON.stringify(values).slice(0, 200)}`,
          path: `${concretePath(operation)}?${params}`,
          init: { method: operation.method },
        };
      }),
    );
  }
  if (operation.pathParams.length > 0) {
    arbitraries.push(
      hostile.map((value) => ({
        label: `caminho ${asText(value).slice(0, 80)}`,
        path: concretePath(operation, encodeURIComponent(asText(value))),
        init: { method: operation.method },
      })),
    );
  }
  if (operation.json) {
    arbitraries.push(
      bodyOf(propertiesOf(operation.json)).map((body) => ({
        label: `corpo ${JSON.stringify(body).slice(0, 200)}`,
        path: concretePath(operation),
        init: { method: operation.method, body: JSON.stringify(body), headers: { "Content-Type": "application/json" } },
      })),
    );
  }
  if (operation.multipart) {
    const schema = propertiesOf(operation.multipart);
    const textFields = Object.entries(schema.properties ?? {}).filter(([, p]) => p.format !== "binary");
    const fileFields = Object.entries(schema.properties ?? {})
      .filter(([, p]) => p.format === "binary")
      .map(([name]) => name);
    arbitraries.push(
      fc
        .tuple(
          fc.record(Object.fromEntries(textFields.map(([name, p]) => [name, field(p)])), { requiredKeys: [] }),
          fc.constantFrom(...HOSTILE.filter((v) => typeof v === "string")),
          fc.boolean(),
        )
        .map(([values, filename, withFile]) => {
          const form = new FormData();
          for (const [name, value] of Object.entries(values)) form.append(name, asText(value));
          if (withFile)
            for (const name of fileFields)
              form.append(name, new Blob(["%PDF-1.4 conteúdo"], { type: "application/pdf" }), asText(filename) || "arquivo.pdf");
          return {
            label: `multipart ${JSON.stringify(values).slice(0, 150)} arquivo=${JSON.stringify(asText(filename).slice(0, 40))}`,
            path: concretePath(operation),
            init: { method: operation.method, body: form },
          };
        }),
    );
  }
  if (arbitraries.length === 0) return [];
  return fc.sample(fc.oneof(...arbitraries), { seed: SEED, numRuns: RUNS_PER_OPERATION });
}

describe.each(drivers)("entradas hostis geradas da descrição OpenAPI (%s)", (driver) => {
  let t: TestApi;
  let operations: Operation[];
  let token: string;
  beforeAll(async () => {
    t = await createTestApi(driver);
    operations = await operationsOf(t);
    token = (await t.login("admin@demo.local")).access;
  });
  afterAll(async () => {
    await t.close();
  });

  it("no 5xx, every 4xx in Portuguese, and a refused request writes nothing", async () => {
    const problems: string[] = [];
    // An 'error' no one listens to ends a server process: any such exception during the run is a defect.
    const uncaught: string[] = [];
    const onUncaught = (error: Error) => uncaught.push(error.message);
    process.on("uncaughtException", onUncaught);
    const state = async () => [...(await fingerprint(t.database.db)), ...storedFiles(t.storageDir)];
    let before = await state();
    let refused = 0;
    let total = 0;
    // Signing out would end the token the rest of the run uses; its refusals are covered by the auth tests.
    for (const operation of operations.filter((o) => o.path !== "/auth/logout/")) {
      for (const call of [...generatedCalls(operation), ...brokenBodies(operation)]) {
        const headers = new Headers(call.init.headers);
        if (operation.access !== "public") headers.set("Authorization", `Bearer ${token}`);
        const reply = await t.request(call.path, { ...call.init, headers });
        total++;
        const where = `${operation.method} ${operation.path} ${call.label}`;
        const after = await state();
        const text = await reply.text();
        if (reply.status >= 500) problems.push(`${where}: ${reply.status} ${text.slice(0, 200)}`);
        if (reply.status >= 400 && reply.status < 500) {
          refused++;
          const body = parseJson(text);
          const detail = typeof body?.detail === "string" ? body.detail : "";
          const inItsLanguage = operation.path.startsWith(SUPPLIER_SIDE) ? SUPPLIER_SIDE_TEXTS.has(detail) : !ENGLISH.test(detail);
          if (!detail || !inItsLanguage) problems.push(`${where}: ${reply.status} detalhe ${text.slice(0, 200)}`);
          if (after.join("\n") !== before.join("\n"))
            problems.push(`${where}: recusado (${reply.status}) mas gravou: ${after.filter((l) => !before.includes(l)).join("; ")}`);
        }
        before = after;
        // A password changed by a lucky guess would end the session: sign in again if so.
        if (reply.status === 401 && operation.access !== "public") token = (await t.login("admin@demo.local")).access;
      }
    }
    process.off("uncaughtException", onUncaught);
    expect(uncaught).toEqual([]);
    console.log(`[entradas hostis] ${driver}: ${total} requisições, ${refused} recusadas, ${operations.length} operações`);
    expect(problems).toEqual([]);
    expect(total).toBeGreaterThan(500);
  }, 240_000);
});

// Every id field of every operation (ADR 0074), found by its name or its bounds in the description: past the int4
// range, zero and negative, each alone, is a 400 in the one error shape that names the field, and writes nothing.
// The supplier's side is reached with a live link's token, so its body is read (an unknown token is a 404 first).
const OUT_OF_RANGE_IDS = [2147483648, 0, -1];

/** A body holding `value` at `path` (`["itens", 0, "id_product"]` is `{itens: [{id_product: value}]}`). */
function bodyWith(path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  return typeof head === "number" ? [bodyWith(rest, value)] : { [head]: bodyWith(rest, value) };
}

function idCall(operation: Operation, field: IdField, value: number, token: string): Call {
  const name = String(field.path[0]);
  const pathOf = (own?: string) =>
    operation.path.replace(/\{(\w+)\}/g, (_, param: string) =>
      param === name && own !== undefined ? own : param === "token" ? token : "1",
    );
  const label = `${field.place} ${field.path.join(".")}=${value}`;
  switch (field.place) {
    case "query":
      return { label, path: `${pathOf()}?${new URLSearchParams({ [name]: String(value) })}`, init: { method: operation.method } };
    case "path":
      return { label, path: pathOf(encodeURIComponent(String(value))), init: { method: operation.method } };
    case "json":
      return {
        label,
        path: pathOf(),
        init: {
          method: operation.method,
          body: JSON.stringify(bodyWith(field.path, value)),
          headers: { "Content-Type": "application/json" },
        },
      };
    case "multipart": {
      const form = new FormData();
      form.append(name, String(value));
      // A file after the fields, so an upload's pipeline reaches the check of its fields.
      for (const [file, schema] of Object.entries(operation.multipart?.properties ?? {}))
        if (schema.format === "binary") form.append(file, new Blob(["%PDF-1.4 conteúdo"], { type: "application/pdf" }), "a.pdf");
      return { label, path: pathOf(), init: { method: operation.method, body: form } };
    }
  }
}

describe.each(drivers)("ids fora do int4 em cada campo de id da descrição OpenAPI (%s)", (driver) => {
  let t: TestApi;
  let operations: Operation[];
  let access: string;
  let linkToken: string;
  beforeAll(async () => {
    t = await createTestApi(driver);
    operations = await operationsOf(t);
    access = (await t.login("admin@demo.local")).access;
    const sourcings = (await (await t.request("/api/sourcings/?page_size=1", { token: access })).json()) as {
      results: { sourcing_id: number }[];
    };
    const links = (await (
      await t.request(`/api/sourcings-suppliers/?id_sourcing=${sourcings.results[0]?.sourcing_id}`, { token: access })
    ).json()) as {
      id_supplier: number;
    }[];
    const prazo = `${new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)}T18:00`;
    const rfq = await t.request("/api/sourcings/rfq/post/", {
      method: "POST",
      token: access,
      json: { id_sourcing: sourcings.results[0]?.sourcing_id, id_supplier: links[0]?.id_supplier, prazo },
    });
    expect(rfq.status, await rfq.clone().text()).toBe(201);
    linkToken = new URL(((await rfq.json()) as { url: string }).url).pathname.split("/").filter(Boolean).at(-1) ?? "";
  });
  afterAll(async () => {
    await t.close();
  });

  it("past 2147483647, zero or negative, every id is a 400 naming it, in the one error shape, writing nothing", async () => {
    const problems: string[] = [];
    const before = await fingerprint(t.database.db);
    let cases = 0;
    const operationsWithIds = operations.filter((o) => o.path !== "/auth/logout/" && idFieldsOf(o).length > 0);
    for (const operation of operationsWithIds) {
      for (const field of idFieldsOf(operation)) {
        for (const value of OUT_OF_RANGE_IDS) {
          const call = idCall(operation, field, value, linkToken);
          const headers = new Headers(call.init.headers);
          if (operation.access !== "public") headers.set("Authorization", `Bearer ${access}`);
          const reply = await t.request(call.path, { ...call.init, headers });
          cases++;
          const text = await reply.text();
          const where = `${operation.method} ${operation.path} ${call.label}`;
          const body = apiErrorSchema.strict().safeParse(parseJson(text));
          const key = field.path.join(".");
          const inPortuguese = operation.path.startsWith(SUPPLIER_SIDE) || (body.success && !ENGLISH.test(body.data.detail));
          if (reply.status !== 400 || !body.success || !inPortuguese) problems.push(`${where}: ${reply.status} ${text.slice(0, 200)}`);
          else if (body.data.errors && !(key in body.data.errors) && field.place !== "path")
            problems.push(`${where}: 400 sem o campo em errors: ${text.slice(0, 200)}`);
        }
      }
    }
    console.log(`[ids fora do int4] ${driver}: ${cases} casos, ${operationsWithIds.length} operações`);
    expect(problems).toEqual([]);
    expect(await fingerprint(t.database.db)).toEqual(before);
    expect(cases).toBeGreaterThan(150);
  }, 120_000);
});
