import type { Readable } from "node:stream";

export interface StoredObject {
  body: Readable;
  size: number;
}

/** Where uploaded files live: a local folder or an S3-compatible bucket, behind one interface. */
export interface Storage {
  /** Streams `body` into `key`; a failed write leaves nothing behind. Resolves to the bytes written. */
  put(key: string, body: Readable, contentType: string): Promise<number>;
  get(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  close?(): void;
}

export function newStorageKey(prefix: string): string {
  return `${prefix}/${crypto.randomUUID()}`;
}
