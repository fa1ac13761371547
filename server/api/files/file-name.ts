/** Longest file name kept (most file systems' limit, and what a list can show). */
export const FILE_NAME_MAX = 255;

/** Name used when nothing printable is left of the one sent. */
const FALLBACK_NAME = "arquivo";

/**
 * The name an uploaded file is kept and shown under: Unicode-normalised (NFC), without control or format
 * characters (a right-to-left override, U+202E, would show `exe.pdf` as `fdp.exe`; zero-width ones hide
 * differences), without any folder part, spaces collapsed, and at most 255 characters: a longer name loses the end
 * of its stem, so the extension stays.
 */
export function cleanFileName(sent: string): string {
  const base = sent.split(/[/\\]/).pop() ?? "";
  const name = base
    .normalize("NFC")
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, "")
    .replace(/\s+/gu, " ")
    .trim();
  if (!name || name === "." || name === "..") return FALLBACK_NAME;
  const chars = [...name];
  if (chars.length <= FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? [...name.slice(dot)] : [];
  const keep = extension.length < 20 ? extension : [];
  return [...chars.slice(0, FILE_NAME_MAX - keep.length), ...keep].join("");
}
