import { Icon } from "#app/components/icon.tsx";
import { useCarryBack } from "#app/hooks/use-back-href.ts";
import { useRef } from "react";
import { Link } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import {
  IMAGE_OVERWRITE_QUESTION,
  PRODUCT_IMAGE_FAILED,
  productImageHref,
  productImageUploadHref,
} from "#app/lib/products/detail-messages.ts";
import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TOO_LARGE, PRODUCT_IMAGE_TYPES } from "#contract/products/product-rules.ts";
import type { Product } from "#contract/products/products.ts";
import { OverwriteModal } from "#app/components/file-upload/overwrite-modal.tsx";
import { UploadProgress } from "#app/components/file-upload/upload-progress.tsx";
import { useFileUpload } from "#app/components/file-upload/use-file-upload.ts";

const CHANGE_IMAGE_LABEL = "Alterar imagem";

/** The one message of specification §5, under the usual 'Erro' title. */
const IMAGE_LIMIT = {
  tooLarge: (bytes: number) => bytes > PRODUCT_IMAGE_MAX_BYTES,
  title: "Erro",
  message: PRODUCT_IMAGE_TOO_LARGE,
};

/** The upload's multipart body: overwrite is true only once the user said so. */
function imageUploadBody(productId: number, file: File, overwrite: boolean): FormData {
  const body = new FormData();
  body.append("product_id", String(productId));
  body.append("overwrite", String(overwrite));
  body.append("file", file);
  return body;
}

/** The image, or 'Sem imagem'. */
export function ProductPicture({ product, className }: { product: Pick<Product, "nome" | "url_imagem_url">; className: string }) {
  return product.url_imagem_url ? (
    <img src={product.url_imagem_url} alt={`Imagem de ${product.nome}`} className={`${className} object-contain`} />
  ) : (
    <div className={`${className} flex flex-col items-center justify-center gap-2 text-sm text-slate-600`}>
      <Icon name="image-off" className="size-8 text-slate-400" />
      Sem imagem
    </div>
  );
}

const FRAME = "aspect-square w-full rounded-lg border border-border bg-slate-50";
const CHANGE_HINT =
  "absolute inset-x-2 bottom-2 inline-flex items-center justify-center gap-1.5 rounded-md bg-white/90 px-2 py-1 text-xs font-medium text-slate-800 shadow-sm";

/**
 * The product's image (specification §2): clicking it opens the file picker. The size is checked before
 * sending (5 MB), an image already there is replaced only after the overwrite question, and the upload
 * shows its progress. Without JavaScript the image leads to the upload page (`/products/:id/image`).
 */
export function ProductImage({ product }: { product: Pick<Product, "id" | "nome" | "url_imagem" | "url_imagem_url"> }) {
  const hydrated = useHydrated();
  const inputRef = useRef<HTMLInputElement>(null);
  const carry = useCarryBack();
  const upload = useFileUpload({
    action: carry(productImageUploadHref(product.id)),
    failure: PRODUCT_IMAGE_FAILED,
    limit: IMAGE_LIMIT,
    exists: () => product.url_imagem !== null,
    body: (file, overwrite) => imageUploadBody(product.id, file, overwrite),
    onSettled: () => {
      if (inputRef.current) inputRef.current.value = "";
    },
  });
  const uploading = upload.progress !== null;
  const inputId = `product-${product.id}-image`;

  return (
    <div className="flex flex-col gap-2">
      <div className="group relative">
        <ProductPicture product={product} className={FRAME} />
        {hydrated ? (
          <>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={PRODUCT_IMAGE_TYPES.join(",")}
              disabled={uploading}
              className="peer sr-only"
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0];
                if (chosen) upload.choose(chosen);
              }}
            />
            {/* The whole image is the label: a click anywhere on it opens the file picker. */}
            <label
              htmlFor={inputId}
              className="absolute inset-0 cursor-pointer rounded-lg peer-disabled:cursor-wait peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary hover:bg-black/5"
            >
              <span className={CHANGE_HINT}>
                <Icon name="camera" className="size-3.5" />
                {CHANGE_IMAGE_LABEL}
              </span>
            </label>
          </>
        ) : (
          <Link to={carry(productImageHref(product.id))} className="absolute inset-0 rounded-lg hover:bg-black/5">
            <span className={CHANGE_HINT}>
              <Icon name="camera" className="size-3.5" />
              {CHANGE_IMAGE_LABEL}
            </span>
          </Link>
        )}
      </div>
      <div className="empty:hidden">
        <UploadProgress progress={upload.progress} label="Enviando imagem" />
      </div>
      <OverwriteModal
        open={upload.pendingOverwrite !== null}
        question={IMAGE_OVERWRITE_QUESTION}
        onCancel={upload.cancelOverwrite}
        onConfirm={upload.confirmOverwrite}
      />
    </div>
  );
}
