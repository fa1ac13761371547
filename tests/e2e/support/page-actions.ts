import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import ts from "typescript";

// The page actions, read from the route manifest (app/routes.ts), for the generated page-action suite: a route
// module that exports `action` is in it, whatever it is, so a new action cannot escape.

const APP_DIR = join(import.meta.dirname, "../../../app");

export interface ActionRoute {
  /** React Router's route id: the module's file under app/ without its extension, unless the manifest names one. */
  id: string;
  /** The URL pattern, parameters and all (`suppliers/:id/documents`). */
  pattern: string;
}

/** Whether a module's source exports `action` (a function, a constant or a re-export), read without running it. */
function exportsAction(file: string): boolean {
  const source = ts.createSourceFile(file, readFileSync(join(APP_DIR, file), "utf8"), ts.ScriptTarget.Latest, false);
  const exported = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  return source.statements.some((statement) => {
    if (ts.isFunctionDeclaration(statement)) return exported(statement) && statement.name?.text === "action";
    if (ts.isVariableStatement(statement)) {
      return exported(statement) && statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === "action");
    }
    if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      return statement.exportClause.elements.some((element) => element.name.text === "action");
    }
    return false;
  });
}

/** Every route of the manifest whose module exports an action, with its full URL pattern. */
export function actionRoutes(entries: RouteConfigEntry[], parent = ""): ActionRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.index ? parent : [parent, entry.path ?? ""].filter(Boolean).join("/");
    const id = entry.id ?? entry.file.replace(/\.[^./]+$/, "");
    const own = exportsAction(entry.file) ? [{ id, pattern }] : [];
    return [...own, ...actionRoutes(entry.children ?? [], pattern)];
  });
}

/**
 * A URL for a pattern: each `:param` is the id of a seeded record of the list the segment before names
 * (`suppliers/:id` a supplier's); the catch-all a path that is no page. A parameter the suite cannot fill fails
 * the action's test: a new kind of parameter must be taught here.
 */
export function urlOf(pattern: string, seeded: Readonly<Record<string, number>>): string {
  const segments = pattern.split("/").filter(Boolean);
  return `/${segments
    .map((segment, index) => {
      if (segment === "*") return "nenhuma-pagina";
      if (!segment.startsWith(":")) return segment;
      const owner = segments[index - 1] ?? "";
      const id = seeded[owner];
      if (id === undefined) throw new Error(`Não sei preencher ${segment} em ${pattern}: ensine a suíte (tests/e2e/support/page-actions.ts).`);
      return String(id);
    })
    .join("/")}`;
}

export interface RawReply {
  status: number;
  connection: string | undefined;
  body: string;
}

/**
 * A post over a connection of its own that the server may answer before it has the whole body (a refusal by
 * its declared length, or once the limit is past): `write` sends the body, and stops when the reply comes.
 */
function rawPost(url: string, headers: Record<string, string>, write: (req: ReturnType<typeof httpRequest>, answered: () => boolean) => void): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = httpRequest(url, { method: "POST", headers, agent: false });
    req.on("response", (res) => {
      answered = true;
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body });
        req.destroy();
      });
    });
    // Once answered, the server closes the connection while the client may still be writing: that is expected.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    write(req, () => answered);
  });
}

/** Headers only, declaring a body of `length` bytes; none of it is sent unless the server asks for it. */
export const declaringOnly = (url: string, headers: Record<string, string>, length: number) =>
  rawPost(url, { ...headers, "Content-Length": String(length) }, (req) => req.flushHeaders());

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
  });
