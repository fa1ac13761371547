import { parseArgs } from "node:util";
import { describeDemoAccounts, seedDemo } from "#server/db/seed/demo.ts";
import { loadEnv } from "#server/env.ts";
import { createStorage } from "#server/runtime.ts";
import { runCli } from "./open.ts";

const { values } = parseArgs({ options: { size: { type: "string", default: "demo" } } });

await runCli(async (database) => {
  await seedDemo(database.db, { size: values.size ?? "demo", storage: await createStorage(loadEnv()) });
  console.log(`Dados de demonstração carregados (${database.kind}, tamanho ${values.size}).`);
  console.log(describeDemoAccounts());
});
