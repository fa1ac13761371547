import { parseForm, readForm } from "#app/lib/forms/read.server.ts";
import { href } from "react-router";
import { CreatePage } from "#app/components/create-dialog/create-page.tsx";
import { GeneralErrorBoundary } from "#app/components/error-boundary.tsx";
import { CREATE_PRODUCT_ACTION, ProductCreateForm, STAY_ON_LIST } from "#app/components/products/product-create-form.tsx";
import { productCategoryOptions } from "#app/components/products/product-lookup-options.ts";
import { submitForm } from "#app/lib/actions/api-action.server.ts";
import { pageLookups } from "#app/lib/actions/create-lookups.server.ts";
import { requireCreator } from "#app/lib/actions/creator-guard.server.ts";
import type { CreatedProduct } from "#app/lib/products/events.ts";
import { notWhileSigningOut } from "#app/lib/shell/revalidate.ts";
import { apiOf } from "#app/services/api.server.ts";
import { createProduct, getProductLookups } from "#app/services/products.server.ts";
import { PRODUCT_CREATED } from "#contract/products/product-rules.ts";
import { productCreateSchema } from "#contract/products/products.ts";
import type { Route } from "./+types/products.new";

export const shouldRevalidate = notWhileSigningOut;

export function meta() {
  return [{ title: "Novo Produto · Importadora" }];
}

/** The full-page form: where the sidebar's 'Novo Produto' link leads without JavaScript. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireCreator(context);
  return pageLookups(getProductLookups(apiOf(context)));
}

/**
 * Creation for both the dialog (a fetcher) and this page. Success opens the new product, except for the
 * dialog opened on the product list, which stays there and is told what was created (`refreshProducts`).
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireCreator(context);
  const formData = await readForm(request);
  const stay = formData.get(STAY_ON_LIST.name) === STAY_ON_LIST.value;
  const submission = parseForm(formData, productCreateSchema);
  return submitForm(context, submission, (value) => createProduct(apiOf(context), value), {
    failure: "Falha ao criar produto.",
    success: PRODUCT_CREATED,
    redirectTo: ({ id }) => href("/products/:id", { id: String(id) }),
    stayWith: stay && submission.status === "success" ? ({ id }): CreatedProduct => ({ id, nome: submission.value.nome }) : undefined,
  });
}

export default function NewProductPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CreatePage
      title="Novo Produto"
      subtitle="Cadastre um produto no catálogo."
      action={CREATE_PRODUCT_ACTION}
      cancelHref={href("/products")}
    >
      {(actions) => (
        <ProductCreateForm categorias={productCategoryOptions(loaderData.lookups)} lastResult={actionData?.result} actions={actions} />
      )}
    </CreatePage>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
