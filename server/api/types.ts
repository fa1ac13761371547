import type { Country, Lookup } from "#contract/suppliers/suppliers.ts";
import type { Db } from "#server/db/client.ts";
import type { DataCache } from "./data-cache.ts";
import type { LoginThrottle } from "#server/auth/throttle.ts";
import type { TokenService } from "#server/auth/tokens.ts";
import type { Logger } from "#server/ops/logger.ts";
import type { RequestFacts } from "#server/ops/request-facts.ts";
import type { ExchangeRates } from "#server/rates.ts";
import type { PresignedDownloads } from "#server/storage/presigned-downloads.ts";
import type { SignedLinks } from "#server/storage/signed-links.ts";
import type { Storage } from "#server/storage/storage.ts";

export interface ApiDeps {
  db: Db;
  storage: Storage;
  tokens: TokenService;
  links: SignedLinks;
  /** With S3_DOWNLOADS=presigned: signed links redirect to the bucket instead of streaming through the app. */
  presignedDownloads?: PresignedDownloads;
  throttle: LoginThrottle;
  /** USD→BRL and USD→CNY (cached lookups with defaults). */
  rates: ExchangeRates;
  /** Totals and lookup lists kept while the data version is unchanged. */
  caches: { counts: DataCache<number>; lookups: DataCache<Lookup[]>; countries: DataCache<Country[]> };
  /** Trust X-Forwarded-For from the network (behind a reverse proxy). */
  trustProxy: boolean;
  /** What "now" is (tests move it to check date rules); the wall clock when absent. */
  clock?: () => Date;
  /** Largest supplier document; the contract's 300 MB unless a test sets a small one. */
  supplierDocumentMaxBytes?: number;
  /** Largest sourcing file or comment attachment; the contract's 300 MB unless a test sets a small one. */
  sourcingFileMaxBytes?: number;
  /** Largest file a supplier attaches to its answer by link; the contract's 10 MB unless a test sets a small one. */
  rfqFileMaxBytes?: number;
  /** Most rows a list export may hold; the contract's 50,000 unless a test sets a small one. */
  exportMaxRows?: number;
  /** Where the API's own error lines go (unexpected errors, database trouble); the process's logger when absent. */
  logger?: Logger;
}

export interface AuthUser {
  id: number;
  email: string;
  teamId: number;
  isSuperuser: boolean;
}

/** Set by the process when it calls the API in-process on behalf of a browser request. */
interface ApiBindings {
  clientAddress?: string;
  /**
   * The users this browser request's access tokens resolved to: one page makes several in-process calls with
   * one token, and the token is checked and the user read once for all of them (they live as long as the page).
   */
  verifiedUsers?: Map<string, Promise<AuthUser | string>>;
  incoming?: { socket?: { remoteAddress?: string } };
  /** Filled in for the process's request log and metrics: the route pattern that answered, the signed-in user. */
  facts?: RequestFacts;
}

export interface ApiEnv {
  Bindings: ApiBindings;
  Variables: { user: AuthUser; deps: ApiDeps };
}
