import { Hono } from "hono";
import type { ApiEnv } from "#server/api/types.ts";
import { blobRouter } from "./blobs.ts";
import { commentsRouter } from "./comments.ts";
import { sourcingFilesRouter } from "./sourcing-files.ts";
import { supplierDocumentsRouter } from "./supplier-documents.ts";

/**
 * /files: signed downloads and the uploads of supplier documents, sourcing files and comments. Product images share
 * their pipeline (./upload-pipeline.ts) from ./product-images.ts, mounted by ../app.ts at /files/products/images/.
 */
export const filesRouter = new Hono<ApiEnv>()
  .route("/", blobRouter)
  .route("/suppliers", supplierDocumentsRouter)
  .route("/sourcings", sourcingFilesRouter)
  .route("/comments_sourcings", commentsRouter);
