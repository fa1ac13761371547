import { PassThrough, Readable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

// React Router's default Node entry (@react-router/dev's entry.server.node.tsx) as a browser gets it: the document
// streamed from the shell on. Written out because the project does not list @react-router/node and isbot, which the
// default imports; Node's own `Readable.toWeb` stands in for the former, and the bench's client is no bot.
export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") return new Response(null, { status, headers });
  return new Promise<Response>((resolve, reject) => {
    let responseStatus = status;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      onShellReady() {
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        headers.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, { headers, status: responseStatus }));
      },
      onShellError: reject,
      onError() {
        responseStatus = 500;
      },
    });
  });
}
