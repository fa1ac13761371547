import { createReadStream, statSync } from "node:fs";
import { Readable } from "node:stream";
import { Scalar } from "@scalar/hono-api-reference";
import type { Hono } from "hono";
import { Hono as Router } from "hono";
import { generateSpecs } from "hono-openapi";
import { newNonce } from "../../content-security.ts";
import { scalarBundle } from "../../paths.ts";
import type { ApiEnv } from "../types.ts";
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
    return String(statSync(scalarBundle).mtimeMs | 0);
  } catch {
    return "0";
  }
})();

/**
 * `/api/openapi.json` (the description, generated once from the routes' `describe` entries) and `/api/docs`
 * (Scalar's reference, its script served from our own origin under a nonce: docs/decisions/0034-openapi.md).
 */
export function openApiRouter(api: Hono<ApiEnv>) {
  let document: ReturnType<typeof generateSpecs> | null = null;
  return new Router<ApiEnv>()
    .get("/openapi.json", describe({ summary: "Esta descrição OpenAPI 3.1", tag: "Documentação", access: "public", reply: { description: "O documento OpenAPI.", mediaType: "application/json" } }), async (c) => {
      document ??= generateSpecs(api, { documentation: DOCUMENTATION, excludeStaticFile: false });
      c.header("Cache-Control", "no-cache");
      return c.json(await document);
    })
    .get("/docs/scalar.js", describe({ summary: "Script da página de referência", tag: "Documentação", access: "public", reply: { description: "JavaScript.", mediaType: "text/javascript" } }), (c) => {
      const body = Readable.toWeb(createReadStream(scalarBundle)) as ReadableStream;
      return c.body(body, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" });
    })
    .get(
      "/docs",
      describe({ summary: "Página de referência interativa", tag: "Documentação", access: "public", reply: { description: "HTML.", mediaType: "text/html" } }),
      async (c, next) => {
        const nonce = newNonce();
        c.header("Content-Security-Policy", `script-src 'nonce-${nonce}'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'`);
        c.header("Cache-Control", "no-store");
        return Scalar<ApiEnv>({
          url: "/api/openapi.json",
          cdn: `/api/docs/scalar.js?v=${bundleVersion}`,
          nonce,
          pageTitle: "API · Importadora",
          withDefaultFonts: false,
          hideClientButton: true,
          // An internal reference: nothing phones home or offers hosted services.
          telemetry: false,
          showDeveloperTools: "never",
          mcp: { disabled: true },
        })(c, next);
      },
    );
}
