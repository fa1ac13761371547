import type { Readable } from "node:stream";

export interface StoredObject {
  body: Readable;
  size: number;
}

export interface ListedObject {
  key: string;
  modified: Date;
}

/** Where uploaded files live: a local folder or an S3-compatible bucket, behind one interface. */
export interface Storage {
  /** Streams `body` into `key`; a failed write leaves nothing behind. Resolves to the bytes written. */
  put(key: string, body: Readable, contentType: string): Promise<number>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every finished object, with when it was written (the start-up sweep compares them with the rows). */
  list(): AsyncIterable<ListedObject>;
  /** Removes writes that never finished (a process killed mid-upload) begun before `before`; their count. */
  sweepPartial(before: Date): Promise<number>;
  /** Resolves when files can be stored and read back (the bucket answers, the folder is writable); throws otherwise (/readyz). */
  check(): Promise<void>;
  close?(): void;
}

export function newStorageKey(prefix: string): string {
  return `${prefix}/${crypto.randomUUID()}`;
}
