import { createContext } from "react-router";

/** A `fetch` that reaches the REST API: in-process by default, over HTTP when the web tier runs apart. */
type ApiFetch = (request: Request) => Promise<Response>;

export interface ApiLink {
  fetch: ApiFetch;
  /** The browser's address, forwarded so the API can throttle per client. */
  clientAddress: string;
  /**
   * The site's origin as the browser reached it ('https://app.example.com'): the in-process calls are made to it, so
   * an address the API builds for a person (a supplier's quote request link) is the one they can open.
   */
  origin: string;
}

export const apiLinkContext = createContext<ApiLink>();

/**
 * The Content-Security-Policy nonce of one document request: the process puts it in the policy header and
 * the web tier on every script it renders. Empty where no policy is sent (development).
 */
export const cspNonceContext = createContext<string>("");

/**
 * Reports an error of the web tier (a loader, an action or a render that threw) to the process's log, named by the
 * page's route pattern, never its path (a supplier's link holds its token). Set by the process for every request.
 */
export const pageErrorContext = createContext<(error: unknown) => void>();
