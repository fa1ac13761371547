import { GetObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import type { S3Settings } from "./s3.ts";

/** A presigned URL is good for at least this long after it is handed out... */
const PRESIGNED_MIN_SECONDS = 5 * 60;
/**
 * ...and is signed at the start of a grid slot, so one file keeps one URL for a while and the browser can
 * cache it (a profile picture on every page), as the app's own signed links do (docs/decisions/0004).
 */
const GRID_SECONDS = 5 * 60;

export interface PresignedDownload {
  url: string;
  /** When the URL stops working, in seconds since the epoch. */
  expires: number;
}

/** How the bucket must answer the download: the headers the app would have sent itself. */
export interface DownloadHeaders {
  contentType: string;
  contentDisposition: string;
}

export interface PresignedDownloadSettings extends S3Settings {
  /**
   * The bucket's address as browsers reach it (S3_PUBLIC_URL), when it differs from the one the app uses
   * (S3_ENDPOINT: often a name only the app's network resolves). The signature covers the host, so the URL
   * must be signed for this one.
   */
  publicUrl?: string;
}

/**
 * Short-lived GetObject URLs for a private bucket (S3_DOWNLOADS=presigned, docs/decisions/0042): the bytes go
 * from the bucket to the browser, not through the app. Signing is local (no request to the bucket).
 */
export class PresignedDownloads {
  private readonly client: S3Client;

  constructor(private readonly settings: PresignedDownloadSettings) {
    this.client = new S3Client({
      endpoint: settings.publicUrl ?? settings.endpoint,
      region: settings.region,
      forcePathStyle: true,
      credentials: { accessKeyId: settings.accessKey, secretAccessKey: settings.secretKey },
    });
  }

  async url(key: string, headers: DownloadHeaders, now = Date.now()): Promise<PresignedDownload> {
    const signedAt = Math.floor(now / 1000 / GRID_SECONDS) * GRID_SECONDS;
    const expiresIn = GRID_SECONDS + PRESIGNED_MIN_SECONDS;
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: key,
      ResponseContentType: headers.contentType,
      ResponseContentDisposition: headers.contentDisposition,
      ResponseCacheControl: `private, max-age=${PRESIGNED_MIN_SECONDS}`,
    });
    const url = await getSignedUrl(this.client, command, { expiresIn, signingDate: new Date(signedAt * 1000) });
    return { url, expires: signedAt + expiresIn };
  }

  close(): void {
    this.client.destroy();
  }
}
