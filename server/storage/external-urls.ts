/**
 * Stored file references that are not keys of our storage: the bucket or web URLs of imported data (a product's
 * image, a document carried over from the old system). They never leave the API as stored: specification §7
 * ("External") wants private bucket schemes rewritten to the public https address before use.
 */

/** True when a stored reference is a bucket or web URL rather than a key of our storage. */
export const isExternalUrl = (reference: string) => /^(s3|gs|https?):\/\//i.test(reference);

/**
 * A stored URL as the public https address: `s3://bucket/key` → `https://bucket.s3.amazonaws.com/key`,
 * `gs://bucket/key` → `https://storage.googleapis.com/bucket/key`, `http://…` → `https://…`.
 */
export function publicBucketUrl(url: string): string {
  const match = /^(s3|gs):\/\/([^/]+)\/?(.*)$/i.exec(url);
  if (!match) return url.replace(/^http:\/\//i, "https://");
  const [, scheme = "", bucket = "", path = ""] = match;
  const key = path.split("/").map(encodeURIComponent).join("/");
  return scheme.toLowerCase() === "s3" ? `https://${bucket}.s3.amazonaws.com/${key}` : `https://storage.googleapis.com/${bucket}/${key}`;
}
