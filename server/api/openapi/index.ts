import { createReadStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import type { Hono } from "hono";
import { Hono as Router } from "hono";
import { generateSpecs } from "hono-openapi";
import { newNonce } from "#server/content-security.ts";
import { referenceBundle, referenceStyles } from "#server/paths.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { describe } from "./describe.ts";

const DOCUMENTATION = {
  openapi: "3.1.0",
  info: {
    title: "Importadora · Back-office — API REST",
    version: "1",
    description:
      "A API de fornecedores, sourcings e produtos (especificação, seção 7). Autenticação: `POST /auth/login/` devolve `access` e `refresh`; envie `Authorization: Bearer <access>`. Toda falha responde `{detail, errors?}` em português.",
  },
  components: { securitySchemes: { bearer: { type: "http" as const, scheme: "bearer", bearerFormat: "JWT" } } },
};

// The bundle's own version names its address, so browsers may keep it for good.
const bundleVersion = (() => {
  try {
    return String(statSync(referenceBundle).mtimeMs | 0);
  } catch {
    return "0";
  }
})();

const IMMUTABLE = "public, max-age=31536000, immutable";

/** Swagger UI's page: its script and styles from our origin, started by one inline script under the nonce. */
function referencePage(nonce: string): string {
  const version = `v=${bundleVersion}`;
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API · Importadora</title>
<link rel="stylesheet" href="/api/docs/reference.css?${version}">
</head>
<body>
<div id="reference"></div>
<script nonce="${nonce}" src="/api/docs/reference.js?${version}"></script>
<script nonce="${nonce}">
// No validator badge: it would send the description to a third-party service.
SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#reference", validatorUrl: null, deepLinking: true });
</script>
</body>
</html>`;
}

/**
 * `/api/openapi.json` (the description, generated once from the routes' `describe` entries) and `/api/docs`
 * (Swagger UI's reference, its files served from our own origin under a nonce: docs/decisions/0034-openapi.md,
 * docs/decisions/0064-api-reference-page.md).
 */
export function openApiRouter(api: Hono<ApiEnv>) {
  let document: ReturnType<typeof generateSpecs> | null = null;
  return new Router<ApiEnv>()
    .get(
      "/openapi.json",
      describe({
        summary: "Esta descrição OpenAPI 3.1",
        tag: "Documentação",
        access: "public",
        reply: { description: "O documento OpenAPI.", mediaType: "application/json" },
      }),
      async (c) => {
        document ??= generateSpecs(api, { documentation: DOCUMENTATION, excludeStaticFile: false });
        c.header("Cache-Control", "no-cache");
        return c.json(await document);
      },
    )
    .get(
      "/docs/reference.js",
      describe({
        summary: "Script da página de referência",
        tag: "Documentação",
        access: "public",
        reply: { description: "JavaScript.", mediaType: "text/javascript" },
      }),
      (c) => {
        const body = Readable.toWeb(createReadStream(referenceBundle)) as ReadableStream;
        return c.body(body, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": IMMUTABLE });
      },
    )
    .get(
      "/docs/reference.css",
      describe({
        summary: "Estilos da página de referência",
        tag: "Documentação",
        access: "public",
        reply: { description: "CSS.", mediaType: "text/css" },
      }),
      (c) => {
        const body = Readable.toWeb(createReadStream(referenceStyles)) as ReadableStream;
        return c.body(body, 200, { "Content-Type": "text/css; charset=utf-8", "Cache-Control": IMMUTABLE });
      },
    )
    .get(
      "/docs",
      describe({
        summary: "Página de referência interativa",
        tag: "Documentação",
        access: "public",
        reply: { description: "HTML.", mediaType: "text/html" },
      }),
      (c) => {
        const nonce = newNonce();
        c.header(
          "Content-Security-Policy",
          `script-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'`,
        );
        c.header("Cache-Control", "no-store");
        return c.html(referencePage(nonce));
      },
    );
}
