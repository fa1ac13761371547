import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";

export interface StoredObject {
  body: Readable;
  size: number;
}

/** Where uploaded files live: a local folder or an S3-compatible bucket, behind one interface. */
export interface Storage {
  /** Streams `body` to `key` and returns the number of bytes written. */
  put(key: string, body: Readable, contentType: string): Promise<number>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** A fresh random key under `prefix`: files are never stored under the user's own file name. */
export function newStorageKey(prefix: string): string {
  return `${prefix}/${randomBytes(16).toString("hex")}`;
}
