import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { focusesFirstField, getInputProps, getSelectProps, getTextareaProps } from "#app/lib/forms/control-props.ts";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { ConflictNotice } from "#app/components/conflict-notice.tsx";
import { CARTON_CM_EMPTY, productEditFormSchema } from "#app/lib/forms/product.ts";
import { productHref } from "#app/lib/products/detail-messages.ts";
import type { ConflictNotice as ConflictNoticeData } from "#app/lib/records/conflict.ts";
import { withCurrent } from "#app/lib/records/with-current.ts";
import { formValuesOf } from "#contract/fields/field-table.ts";
import { PRODUCT_FIELDS } from "#contract/products/product-fields.ts";
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_NAME_MAX, PRODUCT_UNIT_LABELS, PRODUCT_UNITS } from "#contract/products/product-rules.ts";
import type { ProductCategory, ProductDetail } from "#contract/products/products.ts";
import { KeepBackLink } from "#app/components/keep-back-link.tsx";
import { Button, buttonClass } from "#app/components/ui/button.tsx";
import { Card, Field, Input, inputClass } from "#app/components/ui/field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { type FieldFrame, PackingFields } from "./packing-fields";
import { INFO_CARD_TITLE } from "./product-sections";

/** The product's own fields: its quotes are the page's supplier rows, not part of this form. */
type EditedProduct = Omit<ProductDetail, "suppliers">;

/** The parts of the product's page that edit mode changes; the page lays them out as in view mode. */
export interface ProductEditParts {
  actions: ReactNode;
  notices: ReactNode;
  description: ReactNode;
  info: ReactNode;
}

/**
 * The product's edit mode (`?editar=1`): name and description, and the general-info card, as one form saved by the
 * header's Salvar; `layout` places the parts on the page. It starts anew from whatever was saved last (Conform keeps
 * its first default values for the life of the hook). Loaded when opened, with Conform and zod
 * (docs/decisions/0051-lean-first-load.md); without JavaScript the server renders it all the same.
 */
export default function ProductEditForm(props: {
  product: EditedProduct;
  categories: readonly ProductCategory[] | null;
  lastResult: SubmissionResult<string[]> | undefined;
  conflict: ConflictNoticeData | null;
  layout: (parts: ProductEditParts) => ReactNode;
}) {
  return <ProductEditFormFrom key={savedValuesKey(props.product)} {...props} />;
}

function ProductEditFormFrom({
  product,
  categories,
  lastResult,
  conflict,
  layout,
}: {
  product: EditedProduct;
  categories: readonly ProductCategory[] | null;
  lastResult: SubmissionResult<string[]> | undefined;
  conflict: ConflictNoticeData | null;
  layout: (parts: ProductEditParts) => ReactNode;
}) {
  const [form, fields] = useProductEditForm(product, lastResult);
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "update";
  return layout({
    actions: (
      <>
        <KeepBackLink to={productHref(product.id)} replace preventScrollReset className={buttonClass("secondary")}>
          Cancelar
        </KeepBackLink>
        <Button type="submit" form={productFormId(product.id)} disabled={saving}>
          {saving ? "Salvando..." : "Salvar"}
        </Button>
      </>
    ),
    notices: <ProductEditFormElement form={form} version={product.version} conflict={conflict} />,
    description: <IdentityEdit product={product} fields={fields} focusFirst={focusesFirstField(lastResult)} />,
    info: <GeneralInfoEdit product={product} fields={fields} categories={categories} />,
  });
}

/** The saved values the edit form starts from (numbers as people type them, which their fields read back: "0,5"). */
function savedValues(product: EditedProduct) {
  // Every editable field from the product's table (contract/products/product-fields.ts); the carton's cm measures start empty.
  return { ...formValuesOf(PRODUCT_FIELDS, product), ...CARTON_CM_EMPTY };
}

/** A key that changes whenever the saved values do: the form starts anew from them (Conform keeps its first defaults). */
const savedValuesKey = (product: EditedProduct) => JSON.stringify(savedValues(product));

/** The edit form's id: its inputs live in two cards and the header's Salvar submits it (`form` attribute). */
const productFormId = (id: number) => `product-${id}`;

function useProductEditForm(product: EditedProduct, lastResult: SubmissionResult<string[]> | undefined) {
  return useForm({
    id: productFormId(product.id),
    lastResult,
    defaultValue: savedValues(product),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productEditFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}
type EditForm = ReturnType<typeof useProductEditForm>;
type EditFields = EditForm[1];

/** The form element itself: the intent and nothing else; the inputs join it from the cards. */
function ProductEditFormElement({ form, version, conflict }: { form: EditForm[0]; version: number; conflict: ConflictNoticeData | null }) {
  return (
    <>
      <Form method="post" {...getFormProps(form)} replace preventScrollReset className="hidden">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="version" value={conflict?.version ?? version} />
      </Form>
      {conflict ? <ConflictNotice notice={conflict} /> : null}
    </>
  );
}

/** Name, ID and description in edit mode. The ID names the record: shown, never changed. */
function IdentityEdit({ product, fields, focusFirst }: { product: EditedProduct; fields: EditFields; focusFirst: boolean }) {
  const { nome, descricao } = fields;
  const idInput = `product-${product.id}-id`;
  return (
    <Card title="Identificação">
      <div className="grid gap-x-4 sm:grid-cols-[1fr_8rem]">
        <Field label="Nome" htmlFor={nome.id} errors={nome.errors} errorId={nome.errorId}>
          <Input
            {...getInputProps(nome, { type: "text" }, { first: focusFirst })}
            required={false}
            maxLength={PRODUCT_NAME_MAX}
            autoComplete="off"
          />
        </Field>
        <Field label="ID" htmlFor={idInput}>
          <Input id={idInput} value={product.id} readOnly aria-readonly className="tabular-nums" />
        </Field>
      </div>
      <Field label="Descrição" htmlFor={descricao.id} errors={descricao.errors} errorId={descricao.errorId}>
        <textarea {...getTextareaProps(descricao)} required={false} maxLength={PRODUCT_DESCRIPTION_MAX} rows={4} className={inputClass} />
      </Field>
    </Card>
  );
}

/** A field of the card, framed like the others (label, control, reserved error line). */
const CardField: FieldFrame = ({ label, field, children }) => (
  <Field label={label} htmlFor={field.id} errors={field.errors} errorId={field.errorId}>
    {children}
  </Field>
);

/** The general-info card as inputs: category (the product's own kept choosable), unit, volume and weight. */
function GeneralInfoEdit({
  product,
  fields,
  categories,
}: {
  product: EditedProduct;
  fields: EditFields;
  categories: readonly ProductCategory[] | null;
}) {
  const { id_categoria, unidade_medida, cubagem, peso, ncm, ii_pct, ipi_pct, codigo_ean, ipi_zfm, antidumping_confirmado } = fields;
  const options = withCurrent(categories ?? [], { id: product.id_categoria, nome: product.nome_categoria });
  return (
    <Card title={INFO_CARD_TITLE}>
      {/* By the card's own width: one column beside the image on wide screens, two when the card spans the page. */}
      <div className="@container">
        <div className="grid gap-x-4 @md:grid-cols-2">
          <Field label="Categoria" htmlFor={id_categoria.id} errors={id_categoria.errors} errorId={id_categoria.errorId}>
            <Select {...getSelectProps(id_categoria)} required={false}>
              {options.map((categoria) => (
                <option key={categoria.id} value={categoria.id}>
                  {categoria.nome}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Unidade de medida" htmlFor={unidade_medida.id} errors={unidade_medida.errors} errorId={unidade_medida.errorId}>
            <Select {...getSelectProps(unidade_medida)} required={false}>
              {PRODUCT_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {PRODUCT_UNIT_LABELS[unit]}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Volume (m³)" htmlFor={cubagem.id} errors={cubagem.errors} errorId={cubagem.errorId}>
            <Input {...getInputProps(cubagem, { type: "text" })} required={false} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field label="Peso (kg)" htmlFor={peso.id} errors={peso.errors} errorId={peso.errorId}>
            <Input {...getInputProps(peso, { type: "text" })} required={false} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field label="Código EAN/GTIN (opcional)" htmlFor={codigo_ean.id} errors={codigo_ean.errors} errorId={codigo_ean.errorId}>
            <Input
              {...getInputProps(codigo_ean, { type: "text" })}
              required={false}
              inputMode="numeric"
              maxLength={14}
              autoComplete="off"
            />
          </Field>
        </div>
        <div className="mb-2">
          <PackingFields
            fields={fields}
            Frame={CardField}
            inputClassName={inputClass}
            gridClassName="@md:grid-cols-3"
            idPrefix={`product-${product.id}`}
            legend="Caixa master"
            note="O frete do custo posto usa esta caixa quando o fornecedor não informa a dele."
          />
        </div>
        <p className="mb-3 text-xs text-slate-600">
          Custo posto: deixe em branco para usar o NCM, o II e o IPI da categoria (Parâmetros de importação).
        </p>
        <div className="grid gap-x-4 @md:grid-cols-3">
          <Field label="NCM (opcional)" htmlFor={ncm.id} errors={ncm.errors} errorId={ncm.errorId}>
            <Input
              {...getInputProps(ncm, { type: "text" })}
              required={false}
              inputMode="numeric"
              placeholder="0000.00.00"
              autoComplete="off"
            />
          </Field>
          <Field label="II % (opcional)" htmlFor={ii_pct.id} errors={ii_pct.errors} errorId={ii_pct.errorId}>
            <Input {...getInputProps(ii_pct, { type: "text" })} required={false} inputMode="decimal" autoComplete="off" />
          </Field>
          <Field label="IPI % (opcional)" htmlFor={ipi_pct.id} errors={ipi_pct.errors} errorId={ipi_pct.errorId}>
            <Input {...getInputProps(ipi_pct, { type: "text" })} required={false} inputMode="decimal" autoComplete="off" />
          </Field>
        </div>
        <div className="mb-2 flex flex-col gap-2 text-sm text-slate-800">
          <label className="flex items-start gap-2">
            <input {...getInputProps(ipi_zfm, { type: "checkbox" })} className="mt-0.5 size-4 accent-primary" />
            <span>
              {PRODUCT_FIELDS.ipi_zfm.label}
              <span className="block text-xs text-slate-600">A partir de 2027 o IPI é zerado, exceto para esses produtos.</span>
            </span>
          </label>
          {product.tributos.antidumping.length > 0 ? (
            <label className="flex items-start gap-2">
              <input {...getInputProps(antidumping_confirmado, { type: "checkbox" })} className="mt-0.5 size-4 accent-primary" />
              <span>
                O antidumping se aplica a este produto
                <span className="block text-xs text-slate-600">{product.tributos.antidumping.map((m) => m.resolucao).join("; ")}</span>
              </span>
            </label>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
