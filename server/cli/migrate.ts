import { runCli } from "./open.ts";

await runCli(async (database) => {
  console.log(`Migrações aplicadas (${database.kind}).`);
});
