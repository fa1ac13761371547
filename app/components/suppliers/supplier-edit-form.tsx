import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ConflictNotice } from "#app/components/conflict-notice.tsx";
import { supplierEditFormSchema } from "#app/lib/forms/supplier.ts";
import { focusesFirstField } from "#app/lib/forms/control-props.ts";
import type { ConflictNotice as ConflictNoticeData } from "#app/lib/records/conflict.ts";
import { formValuesOf } from "#contract/fields/field-table.ts";
import { SUPPLIER_FIELDS, withFieldKeys } from "#contract/suppliers/supplier-fields.ts";
import type { SupplierDetail } from "#contract/suppliers/suppliers.ts";
import { lookupOptions } from "./lookup-options";
import { type SupplierFields, SupplierEditCards } from "./supplier-info-cards";

/**
 * The supplier's edit mode (`?editar=1`): general information and contacts as one form, validated in the browser by
 * the schema the action uses and saved by the header's Salvar (`formId`). Loaded when opened, with Conform and zod
 * (docs/decisions/0051-lean-first-load.md); without JavaScript the server renders it all the same.
 */
export default function SupplierEditForm({
  supplier,
  lookups,
  formId,
  lastResult,
  conflict,
}: {
  supplier: SupplierDetail;
  lookups: Parameters<typeof lookupOptions>[0];
  formId: string;
  lastResult: SubmissionResult<string[]> | undefined;
  conflict: ConflictNoticeData | null;
}) {
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    // Every editable field from the supplier's table (contract/suppliers/supplier-fields.ts).
    defaultValue: formValuesOf(SUPPLIER_FIELDS, withFieldKeys(supplier)),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: supplierEditFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Form method="post" {...getFormProps(form)} replace preventScrollReset className="contents">
      <input type="hidden" name="intent" value="update" />
      <input type="hidden" name="id" value={supplier.supplier_id} />
      <input type="hidden" name="version" value={conflict?.version ?? supplier.version} />
      {conflict ? <ConflictNotice notice={conflict} className="lg:col-span-2" /> : null}
      <SupplierEditCards
        fields={fields as unknown as SupplierFields}
        options={lookupOptions(lookups)}
        focusFirst={focusesFirstField(lastResult)}
      />
    </Form>
  );
}
