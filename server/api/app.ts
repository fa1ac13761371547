import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import "#contract/shared/zod-locale.ts";
import { RESOURCE_NOT_FOUND } from "#contract/shared/errors.ts";
import { bodyLimit } from "hono/body-limit";
import { activityRouter } from "./activity/index.ts";
import { adminRouter } from "./admin/index.ts";
import { authRouter, refreshRouter } from "./auth/index.ts";
import { bodyTooLarge, JSON_BODY_LIMIT, RFQ_PUBLIC_PATH } from "./body-limit.ts";
import { handleError } from "./errors.ts";
import { routePatternOf } from "./route-pattern.ts";
import { filesRouter } from "./files/index.ts";
import { importParamsRouter } from "./import-params/index.ts";
import { openApiRouter } from "./openapi/index.ts";
import { productImagesRouter } from "./files/product-images.ts";
import { productsRouter } from "./products/index.ts";
import { ratesRouter } from "./rates/index.ts";
import { rfqLinksRouter } from "./rfq-links/index.ts";
import { rfqPublicRouter } from "./rfq-public/index.ts";
import { sourcingItemsRouter } from "./sourcing-items/index.ts";
import { sourcingSuppliersRouter } from "./sourcing-suppliers/index.ts";
import { sourcingsRouter } from "./sourcings/index.ts";
import { supplierCertificatesRouter } from "./supplier-certificates/index.ts";
import { suppliersRouter } from "./suppliers/index.ts";
import type { ApiDeps, ApiEnv, AuthUser } from "./types.ts";

/**
 * Tells the process's request log which route answered (its pattern, not the URL with ids or a link's token) and
 * who was signed in. No route matched (a 404): the log says the route is unknown, never the path.
 */
const reportFacts = createMiddleware<ApiEnv>(async (c, next) => {
  await next();
  const facts = c.env?.facts;
  if (!facts) return;
  facts.route ??= routePatternOf(c);
  const user = c.var.user as AuthUser | undefined;
  if (user) facts.userId ??= user.id;
});

/** The REST API of specification §7: every router, one error handler, one error shape. */
export function createApi(deps: ApiDeps) {
  const app = new Hono<ApiEnv>();
  app.use("*", reportFacts);
  app.use("*", async (c, next) => {
    c.set("deps", deps);
    await next();
  });
  // Replies carry the caller's data: never cached, unless a route says otherwise (a signed file link).
  app.use("*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) c.res.headers.set("Cache-Control", "no-store");
  });
  // Uploads are streamed and limited per file by their own routes; everything else is small. A multipart body a
  // route reads whole (its fields, not a file) is held to the same limit as it is read (validation.ts).
  app.use("*", async (c, next) => {
    if ((c.req.header("content-type") ?? "").includes("multipart/form-data")) return next();
    return bodyLimit({
      maxSize: JSON_BODY_LIMIT,
      onError: () => {
        throw bodyTooLarge(c);
      },
    })(c, next);
  });
  app.route("/auth", authRouter);
  app.route("/api/auth", refreshRouter);
  app.route("/files", filesRouter);
  // Mounted with the trailing slash: their list route is "" so the path is exactly /api/suppliers/.
  app.route("/api/suppliers/certificados/", supplierCertificatesRouter);
  app.route("/api/suppliers/", suppliersRouter);
  app.route("/api/sourcings/items/", sourcingItemsRouter);
  app.route("/api/sourcings/rfq/", rfqLinksRouter);
  app.route(RFQ_PUBLIC_PATH, rfqPublicRouter);
  app.route("/api/sourcings/", sourcingsRouter);
  app.route("/api/sourcings-suppliers/", sourcingSuppliersRouter);
  app.route("/api/products/", productsRouter);
  app.route("/files/products/images/", productImagesRouter);
  app.route("/api/rates/", ratesRouter);
  app.route("/api/import-params/", importParamsRouter);
  app.route("/api/admin", adminRouter);
  app.route("/api/activity/", activityRouter);
  app.route("/api", openApiRouter(app));
  app.notFound((c) => c.json({ detail: RESOURCE_NOT_FOUND }, 404));
  app.onError(handleError);
  return app;
}

export type Api = ReturnType<typeof createApi>;
