import { isExternalUrl, publicBucketUrl } from "#server/storage/external-urls.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";

export interface StoredImage {
  imageKey: string | null;
  imageName: string | null;
  imageType: string | null;
}

/** True when the stored image is a bucket or web URL (imported data) rather than a key of our storage. */
export const isImageUrl = isExternalUrl;

/** `url_imagem` and `url_imagem_url` of a product: the image's name and a usable link, or nulls. */
export function productImageFields(links: SignedLinks, image: StoredImage): { url_imagem: string | null; url_imagem_url: string | null } {
  const key = image.imageKey;
  if (!key) return { url_imagem: null, url_imagem_url: null };
  if (isImageUrl(key)) return { url_imagem: key, url_imagem_url: publicBucketUrl(key) };
  const filename = image.imageName ?? "imagem";
  return {
    url_imagem: filename,
    url_imagem_url: links.url({
      key,
      filename,
      contentType: image.imageType ?? "application/octet-stream",
    }),
  };
}
