import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "../../../contract/ids.ts";
import {
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_SENT,
  PRODUCT_IMAGE_TOO_LARGE,
  PRODUCT_IMAGE_WRONG_TYPE,
  PRODUCT_NOT_FOUND,
  type ProductImageType,
} from "../../../contract/products.ts";
import type { Db } from "../../db/client.ts";
import { products } from "../../db/schema.ts";
import { newStorageKey, type Storage } from "../../storage/storage.ts";
import { requireUser } from "../auth-middleware.ts";
import { ApiError, badRequest, conflict, notFound } from "../errors.ts";
import { sniffImageType } from "../images.ts";
import { collect, readMultipart } from "../multipart.ts";
import { idParam, withoutBlanks } from "../query-params.ts";
import type { ApiEnv } from "../types.ts";
import { parse } from "../validation.ts";
import { isImageUrl, productImageFields } from "./image-link.ts";

const IMAGE_EXISTS = "Este produto já tem uma imagem. Envie com overwrite=true para substituí-la.";
const NO_FILE = "Envie a imagem no campo file.";

/** PNG and JPEG as the profile pictures read them, plus WebP ("RIFF" …size… "WEBP"). */
export function sniffProductImageType(head: Uint8Array): ProductImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return sniffImageType(head);
}

const listQuerySchema = z.preprocess(withoutBlanks, z.object({ product_id: idParam("Informe o product_id.") }));

const uploadFieldsSchema = z.object({
  product_id: idSchema("Informe o product_id."),
  overwrite: z
    .enum(["true", "false", "1", "0"], { error: "overwrite aceita true, false, 1 ou 0." })
    .optional()
    .transform((value) => value === "true" || value === "1"),
});

type Executor = Pick<Db, "select">;

async function currentImage(db: Executor, productId: number, lock = false) {
  const query = db
    .select({ imageKey: products.imageKey, imageName: products.imageName, imageType: products.imageType })
    .from(products)
    .where(eq(products.id, productId));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/**
 * Removes a product's stored image once the change that dropped it is committed; a bucket URL of imported
 * data is not ours to delete. A failure leaves an unreferenced file, logged.
 */
export async function removeProductImage(storage: Storage, key: string | null): Promise<void> {
  if (!key || isImageUrl(key)) return;
  try {
    await storage.delete(key);
  } catch (error) {
    console.error(`[storage] não foi possível remover ${key}:`, error);
  }
}

/** /files/products/images: a product's one image (spec section 7 "Products"). */
export const productImagesRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get("", async (c) => {
    const { product_id } = parse(listQuerySchema, c.req.query());
    const { db, links } = c.var.deps;
    const image = await currentImage(db, product_id);
    const { url_imagem, url_imagem_url } = productImageFields(links, image);
    const results = url_imagem && url_imagem_url ? [{ filename: url_imagem.split("/").pop() || url_imagem, fileurl: url_imagem_url }] : [];
    return c.json({ results });
  })
  .post("/upload/", async (c) => {
    const { db, storage, links } = c.var.deps;
    // At most 5 MB, enforced while the body streams (busboy's limit): small enough to check the type in memory
    // before anything is stored, so a refused upload writes nothing.
    const { fields, files } = await readMultipart(c.req.raw, {
      fileFields: ["file"],
      maxFiles: 1,
      // busboy reports its limit when a file reaches it: one byte more lets exactly 5 MB through.
      maxFileSize: PRODUCT_IMAGE_MAX_BYTES + 1,
      tooLargeMessage: PRODUCT_IMAGE_TOO_LARGE,
      tooManyFilesMessage: "Envie uma imagem por vez.",
      onFile: (stream) => collect(stream),
      discard: async () => {},
    });
    const input = parse(uploadFieldsSchema, fields);
    const file = files[0];
    if (!file || file.result.length === 0) throw badRequest(NO_FILE, { file: ["Selecione uma imagem."] });
    const type = sniffProductImageType(file.result);
    if (!type) throw new ApiError(415, PRODUCT_IMAGE_WRONG_TYPE, { file: [PRODUCT_IMAGE_WRONG_TYPE] });
    const existing = await currentImage(db, input.product_id);
    if (existing.imageKey && !input.overwrite) throw conflict(IMAGE_EXISTS);

    const filename = file.filename.trim() || `imagem.${type.slice("image/".length)}`;
    const key = newStorageKey("products");
    await storage.put(key, Readable.from(file.result), type);
    let replaced: string | null;
    try {
      replaced = await db.transaction(async (tx) => {
        // Locked and read again: an image stored meanwhile by another upload is not silently replaced.
        const current = await currentImage(tx, input.product_id, true);
        if (current.imageKey && !input.overwrite) throw conflict(IMAGE_EXISTS);
        await tx.update(products).set({ imageKey: key, imageName: filename, imageType: type }).where(eq(products.id, input.product_id));
        return current.imageKey;
      });
    } catch (error) {
      await removeProductImage(storage, key);
      throw error;
    }
    await removeProductImage(storage, replaced);
    const { url_imagem_url } = productImageFields(links, { imageKey: key, imageName: filename, imageType: type });
    return c.json({ detail: PRODUCT_IMAGE_SENT, filename, fileurl: url_imagem_url ?? "" }, replaced ? 200 : 201);
  });
