import { formatInput } from "#contract/numbers/numbers.ts";
import { NOTA_RULE } from "#contract/sourcings/sourcing-rules.ts";

/**
 * The grade as the Nota input shows it: '8,5', '7'; empty when there is none. Apart from the forms' schemas: the
 * suppliers panel sends it back with every status change, on the page's first load (which carries no zod).
 */
export const notaInputValue = (nota: number | null) => formatInput(nota, NOTA_RULE.decimals);
