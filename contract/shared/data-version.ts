/**
 * The header in which the API names the data version a reply was read under (docs/decisions/0037-data-version-caches.md):
 * on the lookup lists and on the signed-in user's profile. The web tier keeps each lookup list with the version it came
 * under and, when the request's profile says the version is unchanged, uses it without asking again (ADR 0078).
 */
export const DATA_VERSION_HEADER = "X-Data-Version";

/** The header's value as a version, or null when absent or not a whole number. */
export function dataVersionOf(headers: Headers): number | null {
  const text = headers.get(DATA_VERSION_HEADER);
  const version = text === null || text === "" ? Number.NaN : Number(text);
  return Number.isSafeInteger(version) ? version : null;
}
