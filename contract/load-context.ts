import { createContext } from "react-router";

/** A `fetch` that reaches the REST API: in-process by default, over HTTP when the web tier runs apart. */
export type ApiFetch = (request: Request) => Promise<Response>;

export interface ApiLink {
  fetch: ApiFetch;
  /** The browser's address, forwarded so the API can throttle per client. */
  clientAddress: string;
}

export const apiLinkContext = createContext<ApiLink>();
