import { z } from "zod";

export const toastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error"]),
  title: z.string(),
  description: z.string().optional(),
});
export type Toast = z.infer<typeof toastSchema>;

export const successToast = (description: string): Toast => ({
  id: crypto.randomUUID(),
  type: "success",
  title: "Sucesso",
  description,
});

export const errorToast = (description: string, title = "Erro"): Toast => ({
  id: crypto.randomUUID(),
  type: "error",
  title,
  description,
});

/** The `handle` of a route whose pages show no toasts at all (the 404 page). */
export const NO_TOASTS_HANDLE = { toasts: false } as const;
export const noToastsHandleSchema = z.object({ toasts: z.literal(false) });
