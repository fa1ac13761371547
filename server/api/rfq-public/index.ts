import { type Context, Hono } from "hono";
import { z } from "zod";
import { RFQ_ANSWER_MESSAGES, rfqAnswerSchema } from "#contract/rfq/rfq-answer.ts";
import { type RfqAnswerReply, rfqAnswerReplySchema, rfqPublicReplySchema } from "#contract/rfq/rfq-public.ts";
import { rfqLanguageOf } from "#contract/rfq/rfq-languages.ts";
import { describe } from "#server/api/openapi/describe.ts";
import type { ApiEnv } from "#server/api/types.ts";
import { publicReplyOf } from "./answers.ts";
import { type OpenLink, openLinkOf } from "./link.ts";
import { readAnswer, saveAnswer, throttleWrite } from "./submit.ts";
import { attachRfqFiles, removeRfqFile, RFQ_FILES_FIELD } from "./files.ts";
import { RFQ_FILE_MESSAGES, rfqFileDeleteSchema } from "#contract/rfq/rfq-files.ts";

const langQuerySchema = z.object({ lang: z.enum(["en", "zh", "pt"]).optional() });

/** A write's reply: the request as it now stands, and what was done, in the supplier's language. */
async function replyAfterWrite(c: Context<ApiEnv>, link: OpenLink, detail: string): Promise<RfqAnswerReply> {
  const now = await publicReplyOf(c.var.deps.db, c.var.deps.links, link);
  return rfqAnswerReplySchema.parse({ ...now, detail });
}

/** Every write through a link: its language, the link in force, and the write counted against the link and the address. */
async function openForWrite(c: Context<ApiEnv>) {
  c.header("Cache-Control", "no-store");
  const language = rfqLanguageOf(c.req.query("lang"));
  const link = await openLinkOf(c, language);
  await throttleWrite(c, link, language);
  return { language, link };
}

/**
 * /api/rfq/<token>/: the supplier's side of a quote request, without an account: the token is the credential (only its
 * hash is looked up) and reads and writes only its own supplier's answer on its own sourcing. 404 for a token that
 * never existed, 410 for one revoked or past its deadline, each said in the language asked (`?lang=`, English by
 * default), as is every validation message; an address that asked too many unknown tokens, or a link or an address
 * that wrote too often, is refused for a while (429, counted in the database like the sign-in's, so it holds across
 * instances). No reply is cached.
 */
export const rfqPublicRouter = new Hono<ApiEnv>()
  .get(
    "/:token/",
    describe({
      summary: "O pedido de cotação como o supplier o vê (sem conta: o token do link é a credencial)",
      description:
        "Mensagens de 404 (link inexistente) e 410 (revogado ou vencido) no idioma de `?lang=` (`en`, padrão; `zh`; `pt`). Nada de outros suppliers, preços, notas, comentários ou da equipe. `resposta` de cada produto: o rascunho salvo, senão a última revisão enviada.",
      tag: "Pedidos de cotação",
      access: "public",
      query: langQuerySchema,
      reply: rfqPublicReplySchema,
      errors: [404, 410, 429],
    }),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const language = rfqLanguageOf(c.req.query("lang"));
      const link = await openLinkOf(c, language);
      return c.json(rfqPublicReplySchema.parse(await publicReplyOf(c.var.deps.db, c.var.deps.links, link)));
    },
  )
  .post(
    "/:token/",
    describe({
      summary: "O supplier responde ao pedido: rascunho (`enviar: false`) ou envio de uma revisão (`enviar: true`)",
      description:
        "Cada produto: `preco` e `moeda` (USD, CNY ou BRL; números como `12.34` ou `12,34`), `moq`, `lead_time_dias`, `incoterm`, `valida_ate` (AAAA-MM-DD), a caixa e `observacoes` (até 500 caracteres), ou `nao_ofertado: true`. Ao enviar, cada produto ofertado vira a cotação desse supplier no produto (CNY e BRL convertidos para USD pelo câmbio do dia, o original guardado), com histórico por 'Fornecedor (link)'; o rascunho não muda nada que a equipe veja. Mensagens no idioma de `?lang=`.",
      tag: "Pedidos de cotação",
      access: "public",
      query: langQuerySchema,
      body: rfqAnswerSchema("en"),
      reply: rfqAnswerReplySchema,
      errors: [400, 404, 410, 413, 429],
    }),
    async (c) => {
      const { language, link } = await openForWrite(c);
      const revision = await saveAnswer(c, link, await readAnswer(c, language), language);
      const say = RFQ_ANSWER_MESSAGES[language];
      return c.json(await replyAfterWrite(c, link, revision === null ? say.draftSaved : say.submitted(revision)));
    },
  )
  .post(
    "/:token/arquivos/",
    describe({
      summary: "O supplier anexa arquivos à sua resposta (PDF, Excel ou imagens; até 5, 10 MB cada)",
      description:
        "Multipart com os arquivos em `arquivos`. Tipo conferido pela extensão e pelos primeiros bytes; mensagens no idioma de `?lang=`. Recusado um, nenhum é guardado.",
      tag: "Pedidos de cotação",
      access: "public",
      query: langQuerySchema,
      multipart: { fields: z.object({}), files: [RFQ_FILES_FIELD] },
      reply: rfqAnswerReplySchema,
      status: 201,
      errors: [400, 404, 410, 413, 429],
    }),
    async (c) => {
      const { language, link } = await openForWrite(c);
      await attachRfqFiles(c, link, language);
      return c.json(await replyAfterWrite(c, link, RFQ_FILE_MESSAGES[language].attached), 201);
    },
  )
  .delete(
    "/:token/arquivos/",
    describe({
      summary: "O supplier remove um arquivo da sua resposta",
      tag: "Pedidos de cotação",
      access: "public",
      query: langQuerySchema,
      body: rfqFileDeleteSchema("en"),
      reply: rfqAnswerReplySchema,
      errors: [400, 404, 410, 429],
    }),
    async (c) => {
      const { language, link } = await openForWrite(c);
      await removeRfqFile(c, link, language);
      return c.json(await replyAfterWrite(c, link, RFQ_FILE_MESSAGES[language].removed));
    },
  );
