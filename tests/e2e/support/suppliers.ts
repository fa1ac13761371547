import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/** An access token for test setup through the public REST API. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post("/auth/login/", { data: { email, password: "demo1234" } });
  expect(response.ok()).toBe(true);
  const body: unknown = await response.json();
  if (typeof body !== "object" || body === null || !("access" in body) || typeof body.access !== "string") throw new Error("sem token");
  return body.access;
}

/** Uploads a small document straight to the API (setup for the document filters). */
export async function uploadDocument(
  request: APIRequestContext,
  token: string,
  supplierId: number,
  fileType: "qc" | "audit" | "catalogo",
  name: string,
) {
  const response = await request.post("/files/suppliers/upload/", {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      supplier_id: String(supplierId),
      file_type: fileType,
      file_action: "overwrite",
      file: { name, mimeType: "application/pdf", buffer: Buffer.from(`%PDF-1.4 ${name}`) },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
