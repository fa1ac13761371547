import { createContext, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { backToOf, carryBack } from "./back-to";

/** The list address the request's URL carries (`?voltar=`), for the redirects of its action (app/lib/lists/back-to.ts). */
const backToContext = createContext<string | null>(null);

/** Reads the request's list address once, so that no action has to pass it along by hand. */
export const backToMiddleware: MiddlewareFunction<Response> = ({ url, context }, next) => {
  context.set(backToContext, backToOf(url));
  return next();
};

/** `to` with the list address of the request carried on, when `to` is a page of that list. */
const carriedBack = (context: Readonly<RouterContextProvider>, to: string) => carryBack(to, context.get(backToContext));

/** A redirect that keeps the way back to the list (see `carriedBack`). */
export const redirectCarryingBack = (context: Readonly<RouterContextProvider>, to: string) => redirect(carriedBack(context, to));
