import "#contract/shared/zod-locale.ts";
import { z } from "zod";

export const FILL_ALL_FIELDS = "Por favor, preencha todos os campos.";

export const loginFormSchema = z.object({
  email: z.string({ error: FILL_ALL_FIELDS }).trim().min(1, { error: FILL_ALL_FIELDS }),
  password: z.string({ error: FILL_ALL_FIELDS }).min(1, { error: FILL_ALL_FIELDS }),
  redirectTo: z.string().optional(),
});
