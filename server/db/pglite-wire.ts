import type { Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

// PostgreSQL's protocol codes that come before the startup message (protocol 3.0, "Message Flow").
const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

/**
 * Splits what a client sends into protocol messages: first the untyped startup packets (length, code), then
 * typed messages (one byte, length). SSL and GSS encryption are refused ('N', the client goes on in clear over
 * the local socket); a cancel request is dropped (PGlite runs one statement at a time and cannot interrupt it).
 */
class MessageSplitter {
  private buffer: Buffer = Buffer.alloc(0);
  private started = false;

  constructor(private readonly refuseEncryption: () => void) {}

  push(chunk: Buffer): Buffer[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const messages: Buffer[] = [];
    for (;;) {
      const headerLength = this.started ? 5 : 8;
      if (this.buffer.length < headerLength) break;
      const length = this.started ? 1 + this.buffer.readInt32BE(1) : this.buffer.readInt32BE(0);
      if (this.buffer.length < length) break;
      const message = this.buffer.subarray(0, length);
      this.buffer = this.buffer.subarray(length);
      if (!this.started) {
        const code = message.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSS_REQUEST) {
          this.refuseEncryption();
          continue;
        }
        if (code === CANCEL_REQUEST) continue;
        this.started = true;
      }
      messages.push(message);
    }
    return messages;
  }
}

/**
 * Serves one client connection from an embedded database over PostgreSQL's wire protocol, so the process talks
 * to PGlite with the same driver (node-postgres) as to PostgreSQL. Messages run in arrival order; the process
 * opens one connection at a time (PGlite is single-session), so one client's transaction is never interleaved
 * with another's. A client that goes away mid-transaction leaves nothing open.
 */
export function serveConnection(db: PGlite, socket: Socket): void {
  socket.setNoDelay(true);
  let queue = Promise.resolve();
  const splitter = new MessageSplitter(() => {
    queue = queue.then(() => void socket.write("N"));
  });
  const run = async (message: Buffer) => {
    if (socket.destroyed) return;
    // 'X' (Terminate): the client is done; PGlite must not see it, or it would end its one session.
    if (message[0] === 0x58) {
      socket.end();
      return;
    }
    await db.execProtocolRawStream(new Uint8Array(message.buffer, message.byteOffset, message.length), {
      // A copy: `data` is a view of PGlite's memory, which its next output overwrites, while a busy socket
      // still holds the chunk it was given (a large reply, such as an export's 50,000 ids, came out garbled).
      onRawData: (data) => {
        if (!socket.destroyed) socket.write(Buffer.from(data));
      },
    });
  };
  socket.on("data", (chunk: Buffer) => {
    for (const message of splitter.push(chunk)) {
      queue = queue
        .then(() => run(message))
        .catch((error: unknown) => {
          socket.destroy(error instanceof Error ? error : undefined);
        });
    }
  });
  socket.on("error", () => undefined);
  socket.on("close", () => {
    queue = queue.then(async () => {
      // A database closed meanwhile (the process stopping) has no transaction left to end.
      if (!db.closed && db.isInTransaction()) await db.exec("ROLLBACK");
    });
  });
}
