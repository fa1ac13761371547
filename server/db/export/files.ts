import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import type { Storage } from "#server/storage/storage.ts";

export interface FileCopyReport {
  /** Objects found in the local folder and written to the bucket. */
  copied: number;
  bytes: number;
  /** Objects read back from the bucket whose sha256 and size equal the local file's. */
  verified: number;
  /** Keys whose copy in the bucket differs from the local file (or could not be read back). */
  mismatched: string[];
  /** Keys rows point at that the local folder does not have (lost before the export: reported, not copied). */
  missing: string[];
}

async function digest(body: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of body) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    hash.update(bytes);
    size += bytes.length;
  }
  return { sha256: hash.digest("hex"), size };
}

/** Fails early, before anything is written, when the bucket cannot be listed (wrong endpoint, bucket or keys). */
export async function checkBucket(bucket: Storage): Promise<void> {
  for await (const _object of bucket.list()) break;
}

/**
 * Copies every finished file of the local folder into the bucket under the same key (so the rows still point at
 * it), streaming, then reads each back from the bucket and compares its sha256 and size with the local file's.
 */
export async function copyFiles(
  local: Storage,
  bucket: Storage,
  contentTypes: Map<string, string>,
  progress: (copied: number) => void,
): Promise<FileCopyReport> {
  const report: FileCopyReport = { copied: 0, bytes: 0, verified: 0, mismatched: [], missing: [] };
  const present = new Set<string>();
  for await (const { key } of local.list()) {
    present.add(key);
    const original = await local.get(key);
    if (!original) continue;
    const expected = await digest(original.body);
    const upload = await local.get(key);
    if (!upload) continue;
    await bucket.put(key, upload.body, contentTypes.get(key) ?? "application/octet-stream");
    report.copied++;
    report.bytes += expected.size;
    const stored = await bucket.get(key);
    const actual = stored ? await digest(stored.body) : null;
    if (actual && actual.sha256 === expected.sha256 && actual.size === expected.size) report.verified++;
    else report.mismatched.push(key);
    progress(report.copied);
  }
  report.missing = [...contentTypes.keys()].filter((key) => !present.has(key)).sort();
  return report;
}
