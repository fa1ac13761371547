import { CERTIFICATE_FILTERS } from "#contract/suppliers/certificate-rules.ts";
import { SUPPLIER_SORT_FIELDS } from "#contract/suppliers/supplier-rules.ts";
import type { SupplierListApiQuery } from "#contract/suppliers/suppliers.ts";
import {
  choiceField,
  defineList,
  directionField,
  flagField,
  type ListField,
  type ListState,
  pageField,
  sortField,
  stepField,
  textField,
  trimmedText,
  viewField,
} from "#app/lib/lists/state.ts";

export const GRADE_MIN = 0;
export const GRADE_MAX = 10;
export const GRADE_STEP = 0.5;

/** A country code: two letters, lower case. */
const countryField: ListField<string> = {
  parse: (raw) => {
    const code = trimmedText(raw).toLowerCase();
    return /^[a-z]{2}$/.test(code) ? code : "";
  },
  filter: true,
  url: (value) => value || null,
};

/** The supplier list's URL state (docs/decisions/0015-supplier-list-url-state.md). */
export const supplierList = defineList<SupplierListApiQuery>()({
  path: "/suppliers",
  fields: {
    search: textField(200),
    tipo: textField(100),
    pais: countryField,
    segmento: textField(100),
    source: textField(100),
    blacklisted: flagField(),
    has_qc: flagField(),
    has_audit: flagField(),
    has_catalog: flagField(),
    has_sourcing: choiceField(["0", "1"]),
    certificado: choiceField(CERTIFICATE_FILTERS),
    nota_min: stepField(GRADE_MIN, GRADE_MAX, GRADE_STEP, GRADE_MIN),
    nota_max: stepField(GRADE_MIN, GRADE_MAX, GRADE_STEP, GRADE_MAX),
    sem_nota: flagField(),
    order_by: sortField(SUPPLIER_SORT_FIELDS),
    order_direction: directionField(),
    page: pageField,
    view: viewField,
  },
  sort: { by: "order_by", direction: "order_direction" },
  normalize: (state) => (state.nota_min > state.nota_max ? { ...state, nota_min: state.nota_max, nota_max: state.nota_min } : state),
});

export type SupplierListParams = ListState<typeof supplierList>;
