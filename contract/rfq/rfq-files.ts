// The files a supplier attaches to its answer by link (its proforma, price list, pictures): their limits, the kinds
// accepted and every message in the supplier's three languages. docs/decisions/0068-supplier-answers-by-link.md
import { z } from "zod";
import { idSchema } from "#contract/shared/ids.ts";
import type { RfqLanguage } from "./rfq-languages";

/** Files per supplier's answer on a sourcing, and the size of each. */
export const RFQ_FILES_MAX = 5;
export const RFQ_FILE_MAX_BYTES = 10 * 1024 * 1024;
const NAME_MAX = 255;

/**
 * The kinds accepted, by extension and by their first bytes (a renamed file is refused): PDF, Excel (XLSX is a zip,
 * XLS an OLE compound file) and pictures.
 */
const KINDS = [
  { extensions: ["pdf"], head: [[0x25, 0x50, 0x44, 0x46, 0x2d]] },
  { extensions: ["xlsx"], head: [[0x50, 0x4b, 0x03, 0x04]] },
  { extensions: ["xls"], head: [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]] },
  { extensions: ["png"], head: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]] },
  { extensions: ["jpg", "jpeg"], head: [[0xff, 0xd8, 0xff]] },
  { extensions: ["webp"], head: [[0x52, 0x49, 0x46, 0x46]] },
] as const;

/** What a file input offers to choose. */
export const RFQ_FILE_ACCEPT = KINDS.flatMap((kind) => kind.extensions.map((extension) => `.${extension}`)).join(",");

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, at) => bytes[at] === byte);
const isWebp = (bytes: Uint8Array) => String.fromCharCode(...bytes.subarray(8, 12)) === "WEBP";

/** Whether a file of this name and these first bytes is one of the kinds accepted. */
export function isAcceptedRfqFile(filename: string, head: Uint8Array): boolean {
  const extension = filename.toLowerCase().split(".").at(-1) ?? "";
  const kind = KINDS.find((candidate) => candidate.extensions.some((known) => known === extension));
  if (!kind) return false;
  if (!kind.head.some((prefix) => startsWith(head, prefix))) return false;
  return extension !== "webp" || isWebp(head);
}

/** A name too long to show on one line is refused. */
export const isRfqFileNameAccepted = (filename: string) => filename.trim().length > 0 && filename.length <= NAME_MAX;

export const RFQ_FILE_MESSAGES = {
  en: {
    none: "Choose a file to attach.",
    tooLarge: "Each file may be at most 10 MB.",
    tooMany: `At most ${RFQ_FILES_MAX} files per quotation.`,
    kind: (name: string) => `${name}: only PDF, Excel (XLSX, XLS) and pictures (PNG, JPEG, WEBP) are accepted.`,
    empty: (name: string) => `${name}: the file is empty.`,
    name: `File name: at most ${NAME_MAX} characters.`,
    notFound: "This file is not attached to your quotation.",
    attached: "Files attached.",
    removed: "File removed.",
  },
  zh: {
    none: "请选择要上传的文件。",
    tooLarge: "每个文件不超过 10 MB。",
    tooMany: `每份报价最多 ${RFQ_FILES_MAX} 个文件。`,
    kind: (name: string) => `${name}：仅接受 PDF、Excel（XLSX、XLS）和图片（PNG、JPEG、WEBP）。`,
    empty: (name: string) => `${name}：文件为空。`,
    name: `文件名：最多 ${NAME_MAX} 个字符。`,
    notFound: "此文件不在您的报价附件中。",
    attached: "文件已上传。",
    removed: "文件已删除。",
  },
  pt: {
    none: "Escolha um arquivo para anexar.",
    tooLarge: "Cada arquivo pode ter no máximo 10 MB.",
    tooMany: `No máximo ${RFQ_FILES_MAX} arquivos por cotação.`,
    kind: (name: string) => `${name}: só são aceitos PDF, Excel (XLSX, XLS) e imagens (PNG, JPEG, WEBP).`,
    empty: (name: string) => `${name}: o arquivo está vazio.`,
    name: `Nome do arquivo: no máximo ${NAME_MAX} caracteres.`,
    notFound: "Este arquivo não está anexado à sua cotação.",
    attached: "Arquivos anexados.",
    removed: "Arquivo removido.",
  },
} as const satisfies Record<RfqLanguage, Record<string, string | ((name: string) => string)>>;

/** One attached file as its supplier sees it: its name and size in bytes (no link: the supplier has its own copy). */
export const rfqFileSchema = z.object({ id: z.number(), nome: z.string(), tamanho: z.number() });
export type RfqFile = z.infer<typeof rfqFileSchema>;

/** DELETE /api/rfq/<token>/arquivos/: the file to remove. */
export const rfqFileDeleteSchema = (language: RfqLanguage) =>
  z.object({
    id: idSchema(RFQ_FILE_MESSAGES[language].notFound),
  });
