import { z } from "zod";

/**
 * Every message a client can see is Portuguese (docs/hardening.md): zod's own messages (a wrong type, a number
 * too large) come from its Brazilian Portuguese locale instead of English. Imported by the API app, the web
 * server's entry and every web module that builds a zod schema (not by the root: pages without a form load no
 * zod at all, ADR 0051), so it runs before any schema parses.
 */
z.config(z.locales.ptBR());
