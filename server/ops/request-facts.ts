/**
 * What the handlers learn about a request that its log line and metrics need: the route pattern that answered
 * (known to the API's router, not to the outer app) and the signed-in user. The outer app hands one object to
 * the API through its bindings; the API fills it in.
 */
export interface RequestFacts {
  /** The request's id (X-Request-Id), for the handlers' own log lines. */
  requestId?: string;
  /** The matched route pattern, e.g. `/api/suppliers/:id/`; unset when no route matched. */
  route?: string;
  /** Answered by a static file handler (assets, flags): logged at debug only. */
  static?: boolean;
  userId?: number;
  /** Why a guard of the web tier refused the request (a body too large, not a form): logged as a warning. */
  refusal?: string;
}
