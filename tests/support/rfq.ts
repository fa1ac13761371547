import { expect } from "vitest";
import { rfqCreatedReplySchema } from "#contract/rfq/rfq.ts";
import type { TestApi } from "./api.ts";

/** Staff ask a supplier of a sourcing for a quote by link (POST /api/sourcings/rfq/post/): the new link's token. */
export async function askByLink(
  t: TestApi,
  staff: string,
  link: { sourcingId: number; supplierId: number; prazo?: string },
): Promise<string> {
  const reply = await t.request("/api/sourcings/rfq/post/", {
    method: "POST",
    json: { id_sourcing: link.sourcingId, id_supplier: link.supplierId, prazo: link.prazo ?? "2026-12-05T18:00" },
    token: staff,
  });
  expect(reply.status).toBe(201);
  return new URL(rfqCreatedReplySchema.parse(await reply.json()).url).pathname.slice("/q/".length);
}
