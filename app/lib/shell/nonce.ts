import { createContext, useContext } from "react";

/**
 * The request's CSP nonce, for the scripts React Router renders. Provided only on the server (entry.server):
 * a browser hides nonce attributes from the page, and the client never renders a script of its own.
 */
export const NonceContext = createContext("");

export const useNonce = () => useContext(NonceContext);
