// Plain types and guards, no zod: the toasts are on every page's first load (ADR 0051). The session's copy
// is validated on the server (sessions.server.ts).

export interface Toast {
  id: string;
  type: "success" | "error";
  title: string;
  description?: string;
}

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

export function isToast(value: unknown): value is Toast {
  return (
    isRecord(value) &&
    typeof value.id === "string" &&
    (value.type === "success" || value.type === "error") &&
    typeof value.title === "string" &&
    (value.description === undefined || typeof value.description === "string")
  );
}

/** The toasts a route loader returned beside its data (`{ toasts: Toast[] }`), or none. */
export function loaderToasts(loaderData: unknown): Toast[] {
  if (!isRecord(loaderData) || !Array.isArray(loaderData.toasts)) return [];
  return loaderData.toasts.every(isToast) ? loaderData.toasts : [];
}

/** The `handle` of a route whose pages show no toasts at all (the 404 page). */
export const NO_TOASTS_HANDLE = { toasts: false } as const;
export const isNoToastsHandle = (handle: unknown) => isRecord(handle) && handle.toasts === false;
