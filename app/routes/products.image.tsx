import { Icon } from "#app/components/icon.tsx";
import { useCarryBack } from "#app/hooks/use-back-href.ts";
import { data, Form, href, Link } from "react-router";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { notFound, recordOrNull } from "#app/lib/records/detail-loader.server.ts";
import { ProductPicture } from "#app/components/products/product-image.tsx";
import { RecordNotFound } from "#app/components/record-not-found.tsx";
import { buttonClass } from "#app/components/ui/button.tsx";
import { Card } from "#app/components/ui/field.tsx";
import { IMAGE_OVERWRITE_QUESTION, PRODUCT_LOAD_FAILED, productHref, productImageUploadHref } from "#app/lib/products/detail-messages.ts";
import { routeId } from "#app/lib/records/route-id.ts";
import { apiOf, settle } from "#app/services/api.server.ts";
import { getProduct } from "#app/services/products.server.ts";
import { PRODUCT_IMAGE_TYPES, PRODUCT_NOT_FOUND } from "#contract/products/product-rules.ts";
import type { Route } from "./+types/products.image";

export function meta({ loaderData }: Route.MetaArgs) {
  const name = loaderData && "product" in loaderData ? loaderData.product.nome : "Produto";
  return [{ title: `Imagem de ${name} · Importadora` }];
}

/** The upload page without JavaScript: the product's name and image, and whether an image is there to replace. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = routeId(params.id);
  if (id === null) return notFound();
  const product = recordOrNull(await settle(getProduct(apiOf(context), id)), PRODUCT_LOAD_FAILED);
  if (!product) return notFound();
  const { nome, url_imagem, url_imagem_url } = product;
  return data({ notFound: false as const, product: { id, nome, url_imagem_url, hasImage: url_imagem !== null } });
}

export default function ProductImagePage({ loaderData }: Route.ComponentProps) {
  const carry = useCarryBack();
  if (loaderData.notFound)
    return <RecordNotFound message={PRODUCT_NOT_FOUND} backHref={href("/products")} backLabel="Voltar para Produtos" />;
  const { product } = loaderData;
  const back = carry(productHref(product.id));
  return (
    <div className="mx-auto max-w-2xl">
      <Link to={back} className={buttonClass("ghost", "-ml-2 mb-3 px-2 py-1.5")}>
        <Icon name="arrow-left" className="size-4" /> Voltar
      </Link>
      <h1 className="mb-6 text-2xl font-semibold tracking-tight break-words text-slate-900">Imagem de {product.nome}</h1>
      <Card>
        <div className="grid gap-6 sm:grid-cols-[12rem_1fr]">
          <ProductPicture product={product} className="aspect-square w-full max-w-48 rounded-lg border border-border bg-slate-50" />
          {/* The fields come before the file: the API reads them as the body streams by. */}
          <Form
            method="post"
            action={carry(productImageUploadHref(product.id))}
            reloadDocument
            encType="multipart/form-data"
            className="flex flex-col gap-4"
            data-testid="image-upload-form"
          >
            <input type="hidden" name="product_id" value={product.id} />
            {product.hasImage ? (
              <fieldset className="rounded-lg border border-amber-300 bg-amber-50 p-3">
                <legend className="sr-only">Sobrescrever imagem</legend>
                <p className="text-sm text-slate-800">{IMAGE_OVERWRITE_QUESTION}</p>
                <label className="mt-2 flex items-center gap-2 text-sm font-medium text-slate-900">
                  <input type="checkbox" name="overwrite" value="true" required className="size-4 accent-primary" />
                  Sim, substituir a imagem atual
                </label>
              </fieldset>
            ) : null}
            <div className="flex flex-col gap-1.5">
              <label htmlFor="product-image-file" className="text-sm font-medium text-slate-800">
                Nova imagem (PNG, JPEG ou WebP, até 5MB)
              </label>
              <input
                id="product-image-file"
                type="file"
                name="file"
                required
                accept={PRODUCT_IMAGE_TYPES.join(",")}
                className="text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-border file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-slate-800"
              />
            </div>
            <div className="flex flex-wrap gap-2">
              <Link to={back} className={buttonClass("secondary")}>
                Cancelar
              </Link>
              <button type="submit" className={buttonClass("primary")}>
                <Icon name="upload" className="size-4" /> Enviar imagem
              </button>
            </div>
          </Form>
        </div>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
