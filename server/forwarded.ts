/**
 * What a trusted reverse proxy says of the request it forwards (TRUST_PROXY=1). Caddy sets X-Forwarded-For, -Host
 * and -Proto to what it saw and drops the ones a client sent (deploy/Caddyfile), so the first entry is the client's.
 * One reading for the API, the pages' API calls and the same-origin check, so they all count the same client.
 */
export const firstForwarded = (value: string | null | undefined): string | undefined => value?.split(",")[0]?.trim() || undefined;

/** The request's client: behind a trusted proxy, the address it forwarded for; else the connection's own. */
export function requestAddress(forwardedFor: string | null | undefined, socketAddress: string | undefined, trustProxy: boolean): string {
  return (trustProxy ? firstForwarded(forwardedFor) : undefined) ?? socketAddress ?? "desconhecido";
}
