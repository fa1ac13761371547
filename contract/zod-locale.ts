import { z } from "zod";

/**
 * Every message a client can see is Portuguese (hardening issue): zod's own messages (a wrong type, a number
 * too large) come from its Brazilian Portuguese locale instead of English. Imported once by each tier's entry
 * (the API app and the web root), before any schema parses.
 */
z.config(z.locales.ptBR());
