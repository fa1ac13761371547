import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import {
  ONE_IMAGE_AT_A_TIME,
  OVERWRITE_FLAG_INVALID,
  PRODUCT_ID_REQUIRED,
  PRODUCT_IMAGE_EXISTS,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MISSING,
  PRODUCT_IMAGE_NOT_CHOSEN,
  PRODUCT_IMAGE_SENT,
  PRODUCT_IMAGE_TOO_LARGE,
  PRODUCT_IMAGE_WRONG_TYPE,
  PRODUCT_NOT_FOUND,
  type ProductImageType,
  productImagesReplySchema,
  productImageUploadReplySchema,
} from "#contract/products/products.ts";
import type { Db } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { requireUser } from "#server/api/auth-middleware.ts";
import { ApiError, badRequest, conflict, notFound } from "#server/api/errors.ts";
import { sniffImageType } from "#server/api/auth/images.ts";
import type { StoredUpload } from "./stored-files.ts";
import { receiveUpload, type UploadKind } from "./upload-pipeline.ts";
import { idParam, withoutBlanks } from "#server/api/query-params.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { parse } from "#server/api/validation.ts";
import { isImageUrl, productImageFields, type StoredImage } from "#server/api/products/image-link.ts";
import { describe } from "#server/api/openapi/describe.ts";
import { recordActivity } from "#server/api/activity/record.ts";

/** PNG and JPEG as the profile pictures read them, plus WebP ("RIFF" …size… "WEBP"). */
function sniffProductImageType(head: Uint8Array): ProductImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "image/webp";
  return sniffImageType(head);
}

const listQuerySchema = z.preprocess(withoutBlanks, z.object({ product_id: idParam(PRODUCT_ID_REQUIRED) }));

const uploadFieldsSchema = z.object({
  product_id: idSchema(PRODUCT_ID_REQUIRED),
  overwrite: z
    .enum(["true", "false", "1", "0"], {
      error: OVERWRITE_FLAG_INVALID,
    })
    .optional()
    .transform((value) => value === "true" || value === "1"),
});

type Executor = Pick<Db, "select">;

/** The name the history gives the image a product had: its file name, or the last part of an imported URL. */
function imageNameOf(image: StoredImage): string | null {
  const key = image.imageKey;
  if (key === null) return null;
  if (isImageUrl(key)) return key.split("/").pop() || key;
  return image.imageName ?? "imagem";
}

async function currentImage(db: Executor, productId: number, lock = false) {
  const query = db
    .select({
      imageKey: products.imageKey,
      imageName: products.imageName,
      imageType: products.imageType,
    })
    .from(products)
    .where(eq(products.id, productId));
  const [row] = await (lock ? query.for("update") : query);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return row;
}

/**
 * A product's one image, PNG, JPEG or WebP by its content (never its declared type or name), 5 MB at most; one
 * already there is replaced only with `overwrite=true`.
 */
const productImageUpload: UploadKind<
  typeof uploadFieldsSchema,
  StoredUpload & { type: ProductImageType },
  { key: string; filename: string; type: ProductImageType; replaced: boolean }
> = {
  prefix: "products",
  maxFileSize: () => PRODUCT_IMAGE_MAX_BYTES,
  tooLargeMessage: PRODUCT_IMAGE_TOO_LARGE,
  tooManyFilesMessage: ONE_IMAGE_AT_A_TIME,
  fields: uploadFieldsSchema,
  urlParent: { field: "product_id", notFound: PRODUCT_NOT_FOUND },
  accept: (file) => {
    if (!file || file.size === 0) throw badRequest(PRODUCT_IMAGE_MISSING, { file: [PRODUCT_IMAGE_NOT_CHOSEN] });
    const type = sniffProductImageType(file.head);
    if (!type) throw new ApiError(415, PRODUCT_IMAGE_WRONG_TYPE, { file: [PRODUCT_IMAGE_WRONG_TYPE] });
    return { ...file, filename: file.filename.trim() || `imagem.${type.slice("image/".length)}`, type };
  },
  save: async (tx, input, file, actorId) => {
    // Locked and read: an image stored meanwhile by another upload is not silently replaced.
    const current = await currentImage(tx, input.product_id, true);
    if (current.imageKey && !input.overwrite) throw conflict(PRODUCT_IMAGE_EXISTS);
    await tx
      .update(products)
      .set({ imageKey: file.key, imageName: file.filename, imageType: file.type })
      .where(eq(products.id, input.product_id));
    // A new image is a change even under the same name (its contents are new).
    await recordActivity(tx, { entityType: "product", entityId: input.product_id, actorId }, [
      { action: "alterou", field: "imagem", old: imageNameOf(current), new: file.filename },
    ]);
    // A bucket URL of imported data is not ours to delete.
    const released = current.imageKey && !isImageUrl(current.imageKey) ? [current.imageKey] : [];
    return { result: { key: file.key, filename: file.filename, type: file.type, replaced: current.imageKey !== null }, released };
  },
};

/** /files/products/images: a product's one image (specification §7 "Products"). */
export const productImagesRouter = new Hono<ApiEnv>()
  .use("*", requireUser)
  .get(
    "",
    describe({
      summary: "A imagem de um produto",
      tag: "Produtos",
      query: listQuerySchema,
      reply: productImagesReplySchema,
    }),
    async (c) => {
      const { product_id } = parse(listQuerySchema, c.req.query());
      const { db, links } = c.var.deps;
      const image = await currentImage(db, product_id);
      const { url_imagem, url_imagem_url } = productImageFields(links, image);
      const results =
        url_imagem && url_imagem_url
          ? [
              {
                filename: url_imagem.split("/").pop() || url_imagem,
                fileurl: url_imagem_url,
              },
            ]
          : [];
      return c.json({ results });
    },
  )
  .post(
    "/upload/",
    describe({
      summary: "Envia a imagem de um produto (PNG, JPEG ou WebP, até 5 MB)",
      tag: "Produtos",
      multipart: { fields: uploadFieldsSchema, files: ["file"] },
      reply: productImageUploadReplySchema,
      status: 201,
      errors: [404, 409, 413, 415],
    }),
    async (c) => {
      const saved = await receiveUpload(c, productImageUpload);
      const { url_imagem_url } = productImageFields(c.var.deps.links, {
        imageKey: saved.key,
        imageName: saved.filename,
        imageType: saved.type,
      });
      return c.json(
        {
          detail: PRODUCT_IMAGE_SENT,
          filename: saved.filename,
          fileurl: url_imagem_url ?? "",
        },
        saved.replaced ? 200 : 201,
      );
    },
  );
