import type { FieldMetadata } from "@conform-to/react";
import { clsx } from "clsx";
import { ANTIDUMPING_KIND_LABELS } from "#contract/landed-cost/import-params.ts";
import { countryName, type CountryNames, REGIME_FLAGS, REGIME_RATES, regimeName } from "./lists";
import { initialText, RowCheckbox, RowInput, RowList, RowSelect } from "./rows";

// The tax regimes, the transit times and the antidumping measures in the parameters form: rows as ./rows.tsx draws
// them, read by app/lib/forms/import-params.ts.

type Field = FieldMetadata<unknown>;
type Rows<F> = { rows: { key: string; row: F }[]; added: F; list: Field };

/** 'estimativa': a regime whose rates include an estimate (its source filled). */
export function EstimateBadge() {
  return <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">estimativa</span>;
}

type RegimeRow = Record<
  "nome" | "vigente_de" | "vigente_ate" | "estimativa" | (typeof REGIME_RATES)[number]["name"] | (typeof REGIME_FLAGS)[number]["name"],
  Field
>;

export function RegimeFields(props: Rows<RegimeRow>) {
  return (
    <RowList
      {...props}
      testId="import-params-regimes"
      newHint="Novo regime (opcional): preencha para incluir; em branco, nada muda. Datas vazias: sem início, sem fim."
      nameOf={(row, position) => (row ? regimeName(initialText(row.nome) ?? `${position}`) : regimeName(null))}
      row={(fields, name, remover) => (
        <div className="flex flex-col gap-2 pb-2">
          {remover ? (
            <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-slate-900">
              <span className="first-letter:uppercase">{name}</span>
              {initialText(fields.estimativa) ? <EstimateBadge /> : null}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-3">
            <RowInput field={fields.nome} noun="Nome" row={name} className="col-span-2 sm:col-span-1" />
            <RowInput field={fields.vigente_de} noun="Vigente de" row={name} kind="date" />
            <RowInput field={fields.vigente_ate} noun="Vigente até" row={name} kind="date" />
          </div>
          <div className="grid grid-cols-2 gap-x-3 sm:grid-cols-5">
            {REGIME_RATES.map(({ name: rate, noun }) => (
              <RowInput key={rate} field={fields[rate]} noun={noun} row={name} kind="decimal" />
            ))}
          </div>
          <div className="grid gap-2 sm:grid-cols-2">
            {REGIME_FLAGS.map(({ name: flag, label }) => (
              <RowCheckbox key={flag} field={fields[flag]} label={label} row={name} />
            ))}
          </div>
          <RowInput field={fields.estimativa} noun="Fonte da estimativa" row={name} className="mt-2" />
          {remover ? <div className="mb-2">{remover}</div> : null}
        </div>
      )}
    />
  );
}

const TRANSIT_COLUMNS = "grid grid-cols-2 gap-x-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,2fr)_6.5rem]";

/** The transit times per country: its code (suggested from the countries' list), the days, and its name. */
export function TransitFields({ names, ...props }: Rows<Record<"cod_pais" | "dias", Field>> & { names: CountryNames }) {
  const transitName = (code: string | null) => (code ? `trânsito de ${countryName(code, names)}` : "novo país");
  return (
    <>
      <datalist id="import-params-countries">
        {[...names].map(([code, nome]) => (
          <option key={code} value={code}>
            {nome}
          </option>
        ))}
      </datalist>
      <RowList
        {...props}
        testId="import-params-transit"
        newHint="Novo país (opcional): código de duas letras (ex.: cn) e dias; em branco, nada muda."
        header={
          <div
            aria-hidden
            className={clsx(TRANSIT_COLUMNS, "hidden border-b border-border pb-2 text-xs font-medium text-slate-700 sm:grid")}
          >
            <span>País (código)</span>
            <span>Dias</span>
            <span>Nome</span>
          </div>
        }
        nameOf={(row, position) => (row ? transitName(initialText(row.cod_pais) ?? `${position}`) : transitName(null))}
        row={(fields, name, remover) => {
          const code = initialText(fields.cod_pais);
          return (
            <div className={clsx(TRANSIT_COLUMNS, "items-start")}>
              <RowInput field={fields.cod_pais} noun="País (código)" row={name} headed suggestions="import-params-countries" />
              <RowInput field={fields.dias} noun="Dias" row={name} kind="numeric" headed />
              <p className="col-span-2 mb-2 text-sm text-slate-700 sm:col-span-1 sm:mt-1.5 sm:mb-0">
                {code ? (names.get(code.toLowerCase()) ?? "país não encontrado") : ""}
              </p>
              {remover ? <div className="col-span-2 mb-4 sm:col-span-1 sm:mt-1.5 sm:mb-0">{remover}</div> : null}
            </div>
          );
        }}
      />
    </>
  );
}

type AntidumpingRow = Record<
  "ncm_prefixo" | "cod_pais" | "descricao" | "tipo" | "valor" | "resolucao" | "vigente_de" | "vigente_ate",
  Field
>;

/** The antidumping measures: NCM prefix, country, description, kind of duty and its value, resolution, vigência. */
export function AntidumpingFields(props: Rows<AntidumpingRow>) {
  const measureName = (row: AntidumpingRow | null, position: number) => {
    if (!row) return "nova medida antidumping";
    const ncm = initialText(row.ncm_prefixo);
    const country = initialText(row.cod_pais);
    return ncm && country ? `antidumping ${ncm} de ${country}` : `medida antidumping ${position}`;
  };
  return (
    <RowList
      {...props}
      testId="import-params-antidumping"
      newHint="Nova medida (opcional): preencha para incluir; em branco, nada muda."
      nameOf={measureName}
      row={(fields, name, remover) => (
        <div className="grid grid-cols-2 gap-x-3 pb-2 lg:grid-cols-4">
          <RowInput field={fields.ncm_prefixo} noun="NCM (prefixo)" row={name} kind="numeric" />
          <RowInput field={fields.cod_pais} noun="País (código)" row={name} suggestions="import-params-countries" />
          <RowSelect field={fields.tipo} noun="Tipo" row={name} options={ANTIDUMPING_KIND_LABELS} />
          <RowInput field={fields.valor} noun="Valor" row={name} kind="decimal" />
          <RowInput field={fields.descricao} noun="Descrição" row={name} className="col-span-2" />
          <RowInput field={fields.resolucao} noun="Resolução" row={name} className="col-span-2" />
          <RowInput field={fields.vigente_de} noun="Vigente de" row={name} kind="date" />
          <RowInput field={fields.vigente_ate} noun="Vigente até" row={name} kind="date" />
          {remover ? <div className="col-span-2 mb-2 lg:mt-6">{remover}</div> : null}
        </div>
      )}
    />
  );
}
