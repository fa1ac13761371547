import "#contract/shared/zod-locale.ts";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from "react-router";
import { cspNonceContext, pageErrorContext } from "#contract/shared/load-context.ts";
import { NonceContext } from "./lib/shell/nonce";

// React Router's default Node entry, with three changes: the request's CSP nonce goes on every script it renders,
// errors go to the process's log named by the page's route pattern (never its path: a supplier's link holds its
// token), and the document is sent whole, in order. Every page awaits its data before rendering (a browser without JavaScript gets
// it all in the HTML), so streaming bought no early bytes worth having: it cost a chunk per piece of markup, each
// compressed on its own (the benchmark's CPU profile, docs/benchmark.md). Whole, the document is compressed once.
export const streamTimeout = 5_000;

/** What a loader or an action threw, as React Router reports it (its default printed it, path and all, to stderr). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (!request.signal.aborted) context.get(pageErrorContext)(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(cspNonceContext);

  return new Promise<Response>((resolve, reject) => {
    let allRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce || undefined} />
      </NonceContext.Provider>,
      {
        nonce: nonce || undefined,
        // The forms a page opens from its address (`?editar=1`, ...) are lazy components (docs/decisions/0051): a
        // browser without JavaScript must get them in place, never a fallback that a script would swap. So the page is
        // sent once all of it is ready, and no part of it apart from where it stands (React does so with a large part
        // past its first 12.8 KB, to paint sooner).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          allRendered = true;
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on("data", (chunk: Buffer) => chunks.push(chunk));
          body.on("end", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            responseHeaders.set("Content-Type", "text/html");
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (allRendered) loadContext.get(pageErrorContext)(error);
        },
      },
    );
  });
}
