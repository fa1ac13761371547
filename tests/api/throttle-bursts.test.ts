import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RFQ_ANSWER_MESSAGES } from "#contract/rfq/rfq-answer.ts";
import { RFQ_TOO_MANY } from "#contract/rfq/rfq-public.ts";
import { RFQ_UNKNOWN_TOKENS_PER_ADDRESS, RFQ_WRITES_PER_ADDRESS, RFQ_WRITES_PER_TOKEN } from "#contract/rfq/rfq-rules.ts";
import { ADDRESS_RULE, EMAIL_RULE } from "#server/auth/throttle.ts";
import { sourcingSuppliers } from "#server/db/schema.ts";
import { createTestApi, drivers, type TestApi } from "#tests/support/api.ts";
import { askByLink } from "#tests/support/rfq.ts";
import { insertSourcing, onlySuppliers } from "#tests/support/suppliers.ts";

// Every throttle counts and tests in one step (docs/decisions/0072-supplier-side-doors.md): a burst of
// concurrent attempts from one client gets exactly the limit's worth through, never more, on both drivers (PostgreSQL
// answers them on a pool of connections at once).
const NOW = new Date("2026-11-27T15:00:00Z");
const BURST = 64;

/** How many replies had each status. */
async function statusesOf(replies: Promise<Response>[]): Promise<Record<number, number>> {
  const counts: Record<number, number> = {};
  for (const reply of await Promise.all(replies)) {
    counts[reply.status] = (counts[reply.status] ?? 0) + 1;
    await reply.body?.cancel();
  }
  return counts;
}

const times = <T>(n: number, make: (i: number) => T): T[] => Array.from({ length: n }, (_, i) => make(i));

describe.each(drivers)("limites sob rajadas concorrentes (%s)", (driver) => {
  let t: TestApi;
  let staff: string;
  beforeEach(async () => {
    t = await createTestApi(driver, { clock: () => NOW });
    staff = (await t.login("sourcing@demo.local")).access;
  });
  afterEach(async () => {
    await t.close();
  });

  /** Links of `count` suppliers of one sourcing: their tokens. */
  async function links(count: number): Promise<string[]> {
    const db = t.database.db;
    const supplierIds = await onlySuppliers(db, ...times(count, (i) => `Fornecedor ${i + 1}`));
    const sourcingId = await insertSourcing(db, "Panelas de inox");
    await db.insert(sourcingSuppliers).values(supplierIds.map((supplierId) => ({ sourcingId, supplierId })));
    const tokens: string[] = [];
    for (const supplierId of supplierIds) tokens.push(await askByLink(t, staff, { sourcingId, supplierId }));
    return tokens;
  }
  const draft = (token: string) => t.request(`/api/rfq/${token}/`, { method: "POST", json: { enviar: false, itens: [] } });

  it(`${BURST} unknown tokens at once from one address: exactly ${RFQ_UNKNOWN_TOKENS_PER_ADDRESS.limit} are told 404, the rest 429`, async () => {
    const counts = await statusesOf(times(BURST, (i) => t.request(`/api/rfq/palpite-${i}/`)));
    expect(counts).toEqual({ 404: RFQ_UNKNOWN_TOKENS_PER_ADDRESS.limit, 429: BURST - RFQ_UNKNOWN_TOKENS_PER_ADDRESS.limit });
    const after = await t.request("/api/rfq/mais-um/?lang=pt");
    expect(after.status).toBe(429);
    expect((await after.json()).detail).toBe(RFQ_TOO_MANY.pt);
  });

  it(`${BURST} writes at once through one link: exactly ${RFQ_WRITES_PER_TOKEN.limit} are saved, the rest 429 with the link's message`, async () => {
    const [token = ""] = await links(1);
    const counts = await statusesOf(times(BURST, () => draft(token)));
    expect(counts).toEqual({ 200: RFQ_WRITES_PER_TOKEN.limit, 429: BURST - RFQ_WRITES_PER_TOKEN.limit });
    const after = await draft(token);
    expect(after.status).toBe(429);
    expect(Number(after.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await after.json()).detail).toBe(RFQ_ANSWER_MESSAGES.en.tooMany);
  });

  it(`writes at once from one address over several links: exactly ${RFQ_WRITES_PER_ADDRESS.limit} are saved, the rest 429`, async () => {
    // Each link stays under its own limit, so only the address's can refuse.
    const perLink = RFQ_WRITES_PER_TOKEN.limit - 5;
    const tokens = await links(Math.ceil((RFQ_WRITES_PER_ADDRESS.limit + BURST) / perLink));
    const writes = tokens.flatMap((token) => times(perLink, () => token));
    const counts = await statusesOf(writes.map(draft));
    expect(counts).toEqual({ 200: RFQ_WRITES_PER_ADDRESS.limit, 429: writes.length - RFQ_WRITES_PER_ADDRESS.limit });
    const after = await draft(tokens[0] ?? "");
    expect(after.status).toBe(429);
    expect((await after.json()).detail).toBe(RFQ_TOO_MANY.en);
  });

  const signIn = (email: string, password = "errada") => t.request("/auth/login/", { method: "POST", json: { email, password } });

  it(`${BURST} guesses at once at one e-mail: exactly ${EMAIL_RULE.limit} passwords are checked (401), the rest 429, the right one too`, async () => {
    const counts = await statusesOf(times(BURST, () => signIn("comercial@demo.local")));
    expect(counts).toEqual({ 401: EMAIL_RULE.limit, 429: BURST - EMAIL_RULE.limit });
    expect((await signIn("comercial@demo.local", "demo1234")).status).toBe(429);
    // The address was counted only for the guesses admitted: another account signs in.
    expect((await signIn("admin@demo.local", "demo1234")).status).toBe(200);
  });

  it(`${BURST} guesses at once over many e-mails from one address: exactly ${ADDRESS_RULE.limit} are checked (401), the rest 429`, async () => {
    const counts = await statusesOf(times(BURST, (i) => signIn(`bot${i}@example.com`)));
    expect(counts).toEqual({ 401: ADDRESS_RULE.limit, 429: BURST - ADDRESS_RULE.limit });
    expect((await signIn("admin@demo.local", "demo1234")).status).toBe(429);
  });

  it("a sign-in that succeeds uses up none of its address's allowance", async () => {
    for (let i = 0; i < ADDRESS_RULE.limit + 5; i++) expect((await signIn("admin@demo.local", "demo1234")).status).toBe(200);
    const counts = await statusesOf(times(ADDRESS_RULE.limit + 1, (i) => signIn(`bot${i}@example.com`)));
    expect(counts).toEqual({ 401: ADDRESS_RULE.limit, 429: 1 });
  });
});
