import { EXPORT_MAX_ROWS } from "#contract/shared/limits.ts";
import { EXPORT_MEDIA_TYPES } from "#contract/lists/list-export.ts";
import { formatQuantity } from "#contract/numbers/numbers.ts";

/** The OpenAPI words shared by the three exports. */
export const EXPORT_DESCRIPTION = `Todas as linhas da lista com os mesmos filtros e a mesma ordenação de GET da lista (sem paginação), em CSV (UTF-8 com BOM, separador \`;\`, vírgula decimal, datas dd/mm/aaaa) ou XLSX, enviadas aos poucos. Acima de ${formatQuantity(EXPORT_MAX_ROWS)} linhas responde 422 antes de enviar qualquer linha. O cabeçalho \`X-Total-Count\` traz o número de linhas do arquivo.`;

export const EXPORT_REPLY = {
  description: "O arquivo, como anexo (Content-Disposition: attachment), no formato pedido.",
  mediaType: Object.values(EXPORT_MEDIA_TYPES),
};
