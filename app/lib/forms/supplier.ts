import "#contract/shared/zod-locale.ts";
import { z } from "zod";
import { linkStatusUpdateSchema, supplierCreateSchema, supplierUpdateSchema } from "#contract/suppliers/suppliers.ts";

/** The edit form of the supplier detail: the API's update payload, the blacklisted checkbox read as a boolean. */
export const supplierEditFormSchema = supplierUpdateSchema.extend({
  blacklisted: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
});

/** The 'Novo Fornecedor' form, in the dialog and on /suppliers/new. */
export const supplierCreateFormSchema = supplierCreateSchema.omit({ blacklisted: true });

/** A link's status change; `confirmed` is set once the final-status question has been answered. */
export const linkStatusFormSchema = linkStatusUpdateSchema.extend({
  confirmed: z.literal("1").optional(),
});

/** Keeps only digits, as the phone field requires while typing. */
export const digitsOnly = (value: string) => value.replace(/\D+/g, "");
