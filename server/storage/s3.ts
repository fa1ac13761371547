import { PassThrough, type Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { Storage, StoredObject } from "./storage.ts";

export interface S3Settings {
  endpoint: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

/** An S3-compatible bucket (AWS, MinIO, R2...). Uploads are multipart and streamed, never buffered whole. */
export class S3Storage implements Storage {
  private readonly client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
    });
  }

  async put(key: string, body: Readable, contentType: string): Promise<number> {
    let size = 0;
    const counted = new PassThrough();
    counted.on("data", (chunk: Buffer) => {
      size += chunk.length;
    });
    body.on("error", (error) => counted.destroy(error));
    body.pipe(counted);
    // A failed multipart upload is aborted by the library, so nothing is left in the bucket.
    await new Upload({
      client: this.client,
      params: { Bucket: this.settings.bucket, Key: key, Body: counted, ContentType: contentType },
      leavePartsOnError: false,
    }).done();
    return size;
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!object.Body) return null;
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
    } catch (error) {
      if (error instanceof NoSuchKey || error instanceof NotFound) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  /** Ends the client's kept-alive connections (process shutdown, tests). */
  close(): void {
    this.client.destroy();
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return false;
      if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return false;
      throw error;
    }
  }
}
