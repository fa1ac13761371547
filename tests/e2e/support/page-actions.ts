import { readFileSync } from "node:fs";
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
  const exported = (node: ts.Node) =>
    ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
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
 * (`suppliers/:id` a supplier's; `q/:token` a quote request link's token); the catch-all a path that is no page. A parameter the suite cannot fill fails
 * the action's test: a new kind of parameter must be taught here.
 */
export function urlOf(pattern: string, seeded: Readonly<Record<string, number | string>>): string {
  const segments = pattern.split("/").filter(Boolean);
  return `/${segments
    .map((segment, index) => {
      if (segment === "*") return "nenhuma-pagina";
      if (!segment.startsWith(":")) return segment;
      const owner = segments[index - 1] ?? "";
      const id = seeded[owner];
      if (id === undefined)
        throw new Error(`Não sei preencher ${segment} em ${pattern}: ensine a suíte (tests/e2e/support/page-actions.ts).`);
      return String(id);
    })
    .join("/")}`;
}
