import type { Db } from "../db/client.ts";
import type { LoginThrottle } from "../auth/throttle.ts";
import type { TokenService } from "../auth/tokens.ts";
import type { ExchangeRates } from "../rates.ts";
import type { SignedLinks } from "../storage/signed-links.ts";
import type { Storage } from "../storage/storage.ts";

export interface ApiDeps {
  db: Db;
  storage: Storage;
  tokens: TokenService;
  links: SignedLinks;
  throttle: LoginThrottle;
  /** USD→BRL and USD→CNY (cached lookups with defaults). */
  rates: ExchangeRates;
  /** Trust X-Forwarded-For from the network (behind a reverse proxy). */
  trustProxy: boolean;
  /** Largest supplier document; the contract's 300 MB unless a test sets a small one. */
  supplierDocumentMaxBytes?: number;
  /** Largest sourcing file or comment attachment; the contract's 300 MB unless a test sets a small one. */
  sourcingFileMaxBytes?: number;
}

export interface AuthUser {
  id: number;
  email: string;
  teamId: number;
  isSuperuser: boolean;
}

/** Set by the process when it calls the API in-process on behalf of a browser request. */
export interface ApiBindings {
  clientAddress?: string;
  incoming?: { socket?: { remoteAddress?: string } };
}

export interface ApiEnv {
  Bindings: ApiBindings;
  Variables: { user: AuthUser; deps: ApiDeps };
}
