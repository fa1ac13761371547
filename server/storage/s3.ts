import { PassThrough, type Readable } from "node:stream";
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { ListedObject, Storage, StoredObject } from "./storage.ts";

/** A readiness probe must answer before the orchestrator's own timeout (usually a few seconds). */
const CHECK_TIMEOUT_MS = 3_000;

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

  /** HeadBucket: the endpoint answers, the bucket exists and the keys may use it (a 403 or 404 throws). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }), { abortSignal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
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

  async *list(): AsyncIterable<ListedObject> {
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.settings.bucket, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        if (object.Key) yield { key: object.Key, modified: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /**
   * Aborts multipart uploads begun before `before` (a process killed mid-upload leaves its parts, billed
   * and invisible to listings). A bucket lifecycle rule does the same; this covers buckets without one.
   */
  async sweepPartial(before: Date): Promise<number> {
    let removed = 0;
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client
        .send(new ListMultipartUploadsCommand({ Bucket: this.settings.bucket, KeyMarker: keyMarker, UploadIdMarker: uploadIdMarker }))
        // Some S3-compatible servers cannot list uploads (s3rver); their lifecycle rules are the only cleanup.
        .catch((error: unknown) => {
          if (error instanceof Error && error.name === "NotImplemented") return null;
          throw error;
        });
      if (!page) return removed;
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated > before) continue;
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.settings.bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
        removed++;
      }
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
    return removed;
  }
}
