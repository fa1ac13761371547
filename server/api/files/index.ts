import { Hono } from "hono";
import type { ApiEnv } from "../types.ts";
import { blobRouter } from "./blobs.ts";
import { commentsRouter } from "./comments.ts";
import { sourcingFilesRouter } from "./sourcing-files.ts";
import { supplierDocumentsRouter } from "./supplier-documents.ts";

/** /files: signed downloads and every upload of the API (supplier documents, sourcing files, comments). */
export const filesRouter = new Hono<ApiEnv>()
  .route("/", blobRouter)
  .route("/suppliers", supplierDocumentsRouter)
  .route("/sourcings", sourcingFilesRouter)
  .route("/comments_sourcings", commentsRouter);
