import { hashPassword } from "#server/auth/passwords.ts";
import type { Storage } from "#server/storage/storage.ts";
import type { Db } from "#server/db/client.ts";
import { count } from "drizzle-orm";
import { suppliers, users } from "#server/db/schema.ts";
import { seedActivity } from "./activity.ts";
import { seedCertificates } from "./certificates.ts";
import { seedProducts } from "./products.ts";
import { seedSourcingThreads } from "./sourcing-threads.ts";
import { seedSuppliers } from "./suppliers.ts";
import { LARGE_SIZE, seedSynthetic } from "./synthetic.ts";

export const DEMO_PASSWORD = "demo1234";

const DEMO_ACCOUNTS = [
  { email: "admin@demo.local", firstName: "Ana", lastName: "Administradora", teamId: 2, isSuperuser: true },
  { email: "sourcing@demo.local", firstName: "Bruno", lastName: "Sourcing", teamId: 2, isSuperuser: false },
  { email: "comercial@demo.local", firstName: "Carla", lastName: "Comercial", teamId: 3, isSuperuser: false },
  { email: "consulta@demo.local", firstName: "Diego", lastName: "Consulta", teamId: 1, isSuperuser: false },
] as const;

// More colleagues, so the responsible and commercial pickers look like a real team.
const COLLEAGUES = [
  { email: "li.wei@demo.local", firstName: "Li", lastName: "Wei", teamId: 2 },
  { email: "mariana.souza@demo.local", firstName: "Mariana", lastName: "Souza", teamId: 2 },
  { email: "rafael.lima@demo.local", firstName: "Rafael", lastName: "Lima", teamId: 3 },
  { email: "juliana.alves@demo.local", firstName: "Juliana", lastName: "Alves", teamId: 3 },
];

/** Turns the demo password into the stored hash; the production hash unless a caller says otherwise. */
type DemoPasswordHasher = (password: string) => Promise<string>;

async function seedDemoUsers(db: Db, hashDemoPassword: DemoPasswordHasher = hashPassword): Promise<void> {
  const passwordHash = await hashDemoPassword(DEMO_PASSWORD);
  await db
    .insert(users)
    .values([...DEMO_ACCOUNTS.map((a) => ({ ...a, passwordHash })), ...COLLEAGUES.map((c) => ({ ...c, passwordHash, isSuperuser: false }))])
    .onConflictDoNothing();
}

export interface SeedOptions {
  /** "demo" for the realistic demo set; "large" or a number of suppliers for the benchmark. */
  size?: string;
  /** File storage for demo documents, sourcing files and attachments; without it (the test template) none are seeded. */
  storage?: Storage;
  /**
   * How the demo accounts' password is hashed. Only the test templates pass one (a cheaper argon2 cost, so the
   * hundreds of test sign-ins are quick); the application and `npm run db:seed` keep the production hash.
   */
  hashDemoPassword?: DemoPasswordHasher;
}

/** A seed size: "demo", "large" (the benchmark's 100,000 suppliers) or a number of synthetic suppliers. */
export function syntheticSize(size: string): number | null {
  if (size === "demo") return null;
  if (size === "large") return LARGE_SIZE;
  const n = Number(size);
  if (!Number.isInteger(n) || n < 1) throw new Error(`Tamanho inválido: ${size} (use "demo", "large" ou um número).`);
  return n;
}

/** Demo data for an empty database; each part of the product adds its own records here. */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const synthetic = syntheticSize(options.size ?? "demo");
  await seedDemoUsers(db, options.hashDemoPassword);
  const [existing] = await db.select({ n: count() }).from(suppliers);
  if ((existing?.n ?? 0) > 0) return;
  if (synthetic !== null) {
    await seedSynthetic(db, synthetic);
    return;
  }
  const sourcingIds = await seedSuppliers(db, { size: "demo", storage: options.storage });
  await seedCertificates(db, options.storage);
  if (sourcingIds.length > 0) await seedSourcingThreads(db, sourcingIds, options.storage);
  await seedProducts(db, { storage: options.storage });
  await seedActivity(db, sourcingIds);
}

export function describeDemoAccounts(): string {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(24)} equipe ${a.teamId}${a.isSuperuser ? " (administrador)" : ""}`);
  return `Contas de demonstração (senha ${DEMO_PASSWORD}):\n${lines.join("\n")}`;
}
