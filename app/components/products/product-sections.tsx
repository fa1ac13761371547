import type { ReactNode } from "react";
import { formatMeasure, orDash } from "#app/lib/format.ts";
import { productCartonText } from "#app/lib/products/packing-text.ts";
import { ncmInForceText, ratesInForceText, zfmText } from "#app/lib/products/taxes-text.ts";
import { antidumpingWarning } from "#contract/landed-cost/antidumping.ts";
import { canonicalUnit, PRODUCT_UNIT_LABELS } from "#contract/products/product-rules.ts";
import type { Product, ProductDetail } from "#contract/products/products.ts";
import { Card } from "#app/components/ui/field.tsx";

/** The general-info card's title, in both modes. */
export const INFO_CARD_TITLE = "Informações gerais";

/** The unit as the detail labels it: 'peças' or 'caixas' (specification §3). */
export function unitLabel(unit: string): string {
  const canonical = canonicalUnit(unit);
  return canonical ? PRODUCT_UNIT_LABELS[canonical] : unit;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="mt-2.5 text-slate-600 first:mt-0 sm:mt-0">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </>
  );
}

/** The description, read-only (its line breaks kept). */
export function DescriptionView({ product }: { product: Pick<Product, "descricao"> }) {
  return (
    <Card title="Descrição">
      {product.descricao.trim() ? (
        <p className="text-sm break-words whitespace-pre-line text-slate-800">{product.descricao}</p>
      ) : (
        <p className="text-sm text-slate-600">Sem descrição.</p>
      )}
    </Card>
  );
}

/**
 * The general-info card, read-only: category, unit, volume (m³), weight (kg), the master carton, and the NCM, II and
 * IPI the landed cost uses, each with where it comes from (the product's own or its category's, as the API says).
 */
export function GeneralInfoView({ product }: { product: Omit<ProductDetail, "suppliers"> }) {
  return (
    <Card title={INFO_CARD_TITLE}>
      {/* Label beside value; on a phone, above it, so the longer values (the taxes' sources) keep the card's width. */}
      <dl className="grid gap-x-4 gap-y-0.5 text-sm sm:grid-cols-[9rem_1fr] sm:gap-y-3">
        <Row label="Categoria">{orDash(product.nome_categoria)}</Row>
        <Row label="Unidade de medida">{unitLabel(product.unidade_medida)}</Row>
        <Row label="Código EAN/GTIN">
          <span data-testid="product-gtin" className="tabular-nums">
            {orDash(product.codigo_ean)}
          </span>
        </Row>
        <Row label="Volume">{formatMeasure(product.cubagem, "m³")}</Row>
        <Row label="Peso">{formatMeasure(product.peso, "kg")}</Row>
        <Row label="Embalagem">
          <span data-testid="product-packing">{productCartonText(product)}</span>
        </Row>
        <Row label="NCM">
          <span data-testid="product-ncm">{ncmInForceText(product.tributos, product.nome_categoria)}</span>
        </Row>
        <Row label="II / IPI">
          <span data-testid="product-rates">{ratesInForceText(product.tributos, product.nome_categoria)}</span>
        </Row>
        <Row label="Reforma tributária">
          <span data-testid="product-zfm">{zfmText(product.ipi_zfm)}</span>
        </Row>
        {product.tributos.antidumping.length > 0 ? (
          <Row label="Antidumping">
            <ul data-testid="product-antidumping" className={product.antidumping_confirmado ? "text-slate-900" : "text-amber-800"}>
              {product.tributos.antidumping.map((measure) => (
                <li key={`${measure.resolucao}-${measure.cod_pais}-${measure.ncm_prefixo}`}>
                  {antidumpingWarning(measure, product.antidumping_confirmado)}
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
      </dl>
    </Card>
  );
}
