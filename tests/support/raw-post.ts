import { request as httpRequest } from "node:http";

// Posts over a connection of their own, for replies that come before the whole body was sent (a 413 by the
// declared length, or once a limit is past): used by the page-action suite and the fault suite.

export interface RawReply {
  status: number;
  connection: string | undefined;
  body: string;
  /** Bytes of body written before the reply came. */
  sent: number;
}

/**
 * A post over a connection of its own that the server may answer before it has the whole body (a refusal by
 * its declared length, or once the limit is past): `write` sends the body, and stops when the reply comes.
 */
function rawPost(
  url: string,
  headers: Record<string, string>,
  write: (req: ReturnType<typeof httpRequest>, answered: () => boolean) => () => number,
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(url, { method: "POST", headers, agent: false });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, sent: sent() });
        req.destroy();
      });
    });
    // Once answered, the server closes the connection while the client may still be writing: that is expected.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    const sent = write(req, () => answered);
  });
}

/** Headers only, declaring a body of `length` bytes; none of it is sent unless the server asks for it. */
export const declaringOnly = (url: string, headers: Record<string, string>, length: number) =>
  rawPost(url, { ...headers, "Content-Length": String(length) }, (req) => {
    req.flushHeaders();
    return () => 0;
  });

/** A body sent in chunks (no declared length): `head`, then filler until `total` bytes or until the reply comes. */
export const streamingPast = (url: string, headers: Record<string, string>, head: string, total: number) =>
  rawPost(url, headers, (req, answered) => {
    const filler = Buffer.alloc(64 * 1024, 97);
    let sent = 0;
    const pump = () => {
      if (sent === 0) {
        sent += Buffer.byteLength(head);
        req.write(head);
      }
      while (!answered() && sent < total) {
        sent += filler.length;
        if (!req.write(filler)) {
          req.once("drain", pump);
          return;
        }
      }
      if (!answered()) req.end();
    };
    pump();
    return () => sent;
  });
