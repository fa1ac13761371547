import { z } from "zod";

const schema = z.object({
  SESSION_SECRET: z.string().min(32, { error: "SESSION_SECRET deve ter pelo menos 32 caracteres" }),
  API_URL: z
    .string()
    .trim()
    .transform((v) => (v === "" ? undefined : v.replace(/\/+$/, "")))
    .pipe(z.url().optional())
    .optional(),
});

let cached: z.infer<typeof schema> | undefined;

/** The web layer's own settings, read lazily: the process entry resolves SESSION_SECRET before serving. */
export function webEnv(): z.infer<typeof schema> {
  if (!cached) {
    const result = schema.safeParse(process.env);
    if (!result.success) {
      throw new Error(`Configuração inválida da camada web: ${result.error.issues.map((i) => i.message).join("; ")}`);
    }
    cached = result.data;
  }
  return cached;
}
