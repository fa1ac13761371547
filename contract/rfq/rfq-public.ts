// The supplier's side of a quote request (/q/<token> and /api/rfq/<token>/): what it is shown, in its language. Every
// text of that side is ours, in English (the default), Chinese (简体) and Portuguese: no machine translation.
import { z } from "zod";
import { RFQ_ANSWER_STATUSES, rfqAnswerItemReplySchema } from "./rfq-answer";
import { rfqFileSchema } from "./rfq-files";
import { sourcingItemSchema } from "#contract/sourcings/sourcing-items.ts";
import type { RfqLanguage } from "./rfq-languages";

/** A link past its deadline or revoked (410), or that never existed (404): said in the three languages at once. */
export const RFQ_GONE = {
  en: "This quotation link has expired or was withdrawn. Please ask your contact for a new one.",
  zh: "此报价链接已过期或已被撤回。请联系您的对接人获取新链接。",
  pt: "Este link de cotação expirou ou foi revogado. Peça um novo ao seu contato.",
} as const satisfies Record<RfqLanguage, string>;
export const RFQ_UNKNOWN = {
  en: "This quotation link does not exist. Please check the address you received.",
  zh: "此报价链接不存在。请核对您收到的地址。",
  pt: "Este link de cotação não existe. Confira o endereço que você recebeu.",
} as const satisfies Record<RfqLanguage, string>;

/** Too many unknown links asked from one address (429, `Retry-After` says when to come back). */
export const RFQ_TOO_MANY = {
  en: "Too many attempts from your network. Please try again later.",
  zh: "来自您网络的尝试次数过多。请稍后再试。",
  pt: "Tentativas demais a partir da sua rede. Tente novamente mais tarde.",
} as const satisfies Record<RfqLanguage, string>;

/**
 * A body the supplier side refuses before reading what it says, on the API and on the page: over the size allowed
 * (413), not a form or not multipart, broken or cut off (400; the page's not-a-form is a 415), in the language asked.
 */
export const RFQ_BODY_REFUSALS = {
  en: {
    tooLarge: "What you sent is too large for this form.",
    notMultipart: "Send the files as multipart/form-data.",
    notForm: "Send the data as a form (application/x-www-form-urlencoded or multipart/form-data).",
    broken: "What you sent is incomplete or malformed. Please try again.",
    interrupted: "The upload was interrupted. Please try again.",
  },
  zh: {
    tooLarge: "发送的内容超出此表单的大小限制。",
    notMultipart: "请以 multipart/form-data 格式发送文件。",
    notForm: "请以表单格式发送数据（application/x-www-form-urlencoded 或 multipart/form-data）。",
    broken: "发送的内容不完整或格式错误。请重试。",
    interrupted: "上传已中断。请重试。",
  },
  pt: {
    tooLarge: "O conteúdo enviado é grande demais para este formulário.",
    notMultipart: "Envie os arquivos como multipart/form-data.",
    notForm: "Envie os dados como formulário (application/x-www-form-urlencoded ou multipart/form-data).",
    broken: "O conteúdo enviado está incompleto ou malformado. Tente novamente.",
    interrupted: "O envio foi interrompido. Tente novamente.",
  },
} as const satisfies Record<RfqLanguage, Record<string, string>>;

/**
 * GET /api/rfq/<token>/: the request as its supplier sees it: the sourcing's description, the supplier's own name, the
 * deadline (ISO UTC) and the products asked, each with the supplier's answer (its draft when one is saved, else its
 * latest revision; null before any); nothing of other suppliers, prices, scores, comments or staff. `status`
 * `sem_resposta`, `rascunho` (a draft saved, newer than any revision) or `enviada`; `revisao` the latest revision
 * submitted and `enviada_em` when (null before the first); `rascunho_em` when the draft was saved; `anexos` the files
 * attached to the answer.
 */
export const rfqPublicReplySchema = z.object({
  sourcing: z.object({ descricao: z.string() }),
  fornecedor: z.object({ nome: z.string() }),
  prazo: z.string(),
  itens: z.array(sourcingItemSchema.omit({ id: true, id_sourcing: true }).extend({ resposta: rfqAnswerItemReplySchema.nullable() })),
  status: z.enum(RFQ_ANSWER_STATUSES),
  revisao: z.number().nullable(),
  enviada_em: z.string().nullable(),
  rascunho_em: z.string().nullable(),
  /** The files attached to the answer (up to 5), oldest first. */
  anexos: z.array(rfqFileSchema),
});
export type RfqPublic = z.infer<typeof rfqPublicReplySchema>;

/** POST /api/rfq/<token>/: the request as it now stands, and what was done, in the language asked. */
export const rfqAnswerReplySchema = rfqPublicReplySchema.extend({ detail: z.string() });
export type RfqAnswerReply = z.infer<typeof rfqAnswerReplySchema>;
