import { useId } from "react";
import { href, Link } from "react-router";
import { quantityInUnit } from "#contract/products/product-units.ts";
import { PRODUCT_PICKER, type PickerSearch } from "#app/lib/pickers/kinds.ts";
import { INCOTERMS } from "#contract/quotes/incoterms.ts";
import { DEFAULT_ITEM_INCOTERM } from "#contract/sourcings/sourcing-item-rules.ts";
import type { SourcingItem } from "#contract/sourcings/sourcing-items.ts";
import { ProductThumb } from "#app/components/products/product-thumb.tsx";
import { PickerBar, PickerSearchResults } from "#app/components/record-picker.tsx";
import { RemoveMemberAction } from "#app/components/remove-member.tsx";
import { inputClass } from "#app/components/ui/field.tsx";
import { Select } from "#app/components/ui/select.tsx";
import { removeLinkQuestion } from "./suppliers-panel";
import { itemAnchor } from "#app/lib/sourcings/panels.ts";

/** The query that opens an item's removal question without JavaScript. */
export const REMOVE_ITEM_PARAM = "remover_produto";

/** The target quantity and the incoterm asked, sent with the chosen product ('+ Adicionar'). */
function ItemTermsFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <label htmlFor={`${idPrefix}-quantidade`} className="sr-only">
        Quantidade
      </label>
      {/* The wrappers set the widths: inputs and selects are full width by design. */}
      <div className="w-28 shrink-0">
        <input
          id={`${idPrefix}-quantidade`}
          name="quantidade"
          inputMode="numeric"
          autoComplete="off"
          placeholder="Quantidade"
          required
          className={`${inputClass} py-1.5`}
        />
      </div>
      <label htmlFor={`${idPrefix}-incoterm`} className="sr-only">
        Incoterm
      </label>
      <div className="w-24 shrink-0">
        <Select id={`${idPrefix}-incoterm`} name="incoterm" defaultValue={DEFAULT_ITEM_INCOTERM} className="py-1.5">
          {INCOTERMS.map((incoterm) => (
            <option key={incoterm} value={incoterm}>
              {incoterm}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}

/**
 * The catalogue products the sourcing asks its suppliers to quote: the product picker with the target quantity and
 * the incoterm asked (FOB unless chosen), then one entry per product with its picture, quantity and incoterm.
 */
export function ItemsPanel({
  sourcingId,
  items,
  failed,
  search,
}: {
  sourcingId: number;
  items: SourcingItem[];
  failed: boolean;
  search: PickerSearch | null;
}) {
  const headingId = useId();
  const askedKey = items.map((item) => item.id_product).join(",");
  return (
    <section aria-labelledby={headingId} data-testid="items-panel" className="rounded-xl border border-border bg-white shadow-sm">
      <header className="flex flex-col gap-3 border-b border-border px-5 py-3">
        <h2 id={headingId} className="text-base font-semibold text-slate-900">
          Produtos
        </h2>
        <PickerBar
          kind={PRODUCT_PICKER}
          owner={{ kind: "sourcing", id: sourcingId }}
          placeholder="Buscar produto por nome"
          linkedKey={askedKey}
          search={search}
          extra={<ItemTermsFields idPrefix="new-item" />}
        />
      </header>
      <div className="px-5 py-3">
        {search ? <PickerSearchResults kind={PRODUCT_PICKER} search={search} extra={<ItemTermsFields idPrefix="search-item" />} /> : null}
        {failed ? (
          <p className="py-2 text-sm text-destructive">Não foi possível carregar os produtos deste sourcing.</p>
        ) : items.length === 0 ? (
          <p className="py-2 text-sm text-slate-600">Nenhum produto adicionado.</p>
        ) : (
          <ul className="divide-y divide-border" aria-label="Produtos do sourcing">
            {items.map((item) => (
              <ItemEntry key={item.id_product} item={item} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function ItemEntry({ item }: { item: SourcingItem }) {
  return (
    // Its anchor is where adding it comes back to (and the focus with JavaScript); it clears the sticky header.
    <li id={itemAnchor(item.id_product)} className="flex scroll-mt-16 items-center gap-3 py-3" data-testid="sourcing-item">
      <ProductThumb url={item.url_imagem_url} size="sm" />
      <div className="min-w-0 flex-1">
        <Link to={href("/products/:id", { id: String(item.id_product) })} className="font-medium break-words text-primary hover:underline">
          {item.nome}
        </Link>
        <p className="text-sm text-slate-600">
          {quantityInUnit(item.quantidade, item.unidade_medida, "pt")} · {item.incoterm}
        </p>
      </div>
      <RemoveMemberAction
        member="product"
        id={item.id_product}
        name={item.nome}
        question={removeLinkQuestion}
        noJsHref={`?${REMOVE_ITEM_PARAM}=${item.id_product}`}
      />
    </li>
  );
}
