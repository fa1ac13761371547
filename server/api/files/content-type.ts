import { sniffImageType } from "#server/api/auth/images.ts";

/** The first bytes of a stored file that its type is told by (WEBP needs 12). */
export const CONTENT_HEAD_BYTES = 16;

/** Whatever the content does not show: downloaded as bytes, never shown or run by the browser. */
export const UNCHECKED_TYPE = "application/octet-stream";

const startsWith = (head: Uint8Array, prefix: readonly number[]) =>
  head.length >= prefix.length && prefix.every((byte, at) => head[at] === byte);
const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Office documents are a zip (XLSX, DOCX, PPTX) or an OLE compound file (XLS, DOC, PPT): the name tells which. */
const ZIP_BY_EXTENSION: Record<string, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};
const OLE_BY_EXTENSION: Record<string, string> = {
  xls: "application/vnd.ms-excel",
  doc: "application/msword",
  ppt: "application/vnd.ms-powerpoint",
};
const TEXT_BY_EXTENSION: Record<string, string> = { txt: "text/plain", csv: "text/csv" };

/** Text as far as its first bytes go: no control character but tab and line breaks (UTF-8's other bytes pass). */
const looksLikeText = (head: Uint8Array) => head.every((byte) => byte >= 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d);

/**
 * The type a stored file is kept and served with: what its first bytes show it to be, never the type the client
 * declared (a PNG declared as `text/html` is an image/png; an HTML page declared as `image/png` is bytes to download).
 * The name only chooses among kinds that share their first bytes (a zip, an Office document) or have none (text).
 */
export function checkedContentType(head: Uint8Array, filename: string): string {
  const image = sniffImageType(head);
  if (image) return image;
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a") return "image/gif";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP") return "image/webp";
  if (startsWith(head, PDF)) return "application/pdf";
  const extension = filename.toLowerCase().split(".").at(-1) ?? "";
  if (startsWith(head, ZIP)) return ZIP_BY_EXTENSION[extension] ?? "application/zip";
  if (startsWith(head, OLE)) return OLE_BY_EXTENSION[extension] ?? UNCHECKED_TYPE;
  const text = TEXT_BY_EXTENSION[extension];
  if (text && head.length > 0 && looksLikeText(head)) return text;
  return UNCHECKED_TYPE;
}
