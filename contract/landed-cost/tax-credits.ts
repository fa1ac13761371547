// The credits an importer recovers of the taxes it pays at clearance, by its own tax regime, for goods bought for
// resale (docs/landed-cost.md, "Tax credits"). Each rule names its legal basis, shown on its line of the breakdown.
// The law decides these, not the administrator: they are code, like what each incoterm contains.
import type { ImporterRegime } from "./tax-regimes";

/** The taxes of the breakdown that may be credited. II, IS, AFRMM, Siscomex and antidumping never are. */
export const CREDITABLE_TAXES = ["pis", "cofins", "cbs", "ibs", "ipi", "icms"] as const;
export type CreditableTax = (typeof CREDITABLE_TAXES)[number];

export const CREDITABLE_TAX_LABELS: Record<CreditableTax, string> = {
  pis: "PIS",
  cofins: "COFINS",
  cbs: "CBS",
  ibs: "IBS",
  ipi: "IPI",
  icms: "ICMS",
};

/** Which importer regimes credit each tax, and the law that says so. */
export const CREDIT_RULES: Record<CreditableTax, { regimes: readonly ImporterRegime[]; fundamento: string }> = {
  // Only the non-cumulative regime credits PIS/COFINS-Importação; lucro presumido is cumulative.
  pis: { regimes: ["lucro_real"], fundamento: "Lei 10.865/2004, art. 15" },
  cofins: { regimes: ["lucro_real"], fundamento: "Lei 10.865/2004, art. 15" },
  // Taxpayers of the regular regime credit the CBS and IBS paid on imports; Simples Nacional optants do not.
  cbs: { regimes: ["lucro_real", "lucro_presumido"], fundamento: "LC 214/2025, art. 47" },
  ibs: { regimes: ["lucro_real", "lucro_presumido"], fundamento: "LC 214/2025, art. 47" },
  // The importer is equiparado a industrial and credits the IPI paid at clearance; not under the Simples Nacional.
  ipi: { regimes: ["lucro_real", "lucro_presumido"], fundamento: "Decreto 7.212/2010 (RIPI), arts. 9º, I, e 226, V" },
  // ICMS on goods for resale is credited by regular ICMS taxpayers; not under the Simples Nacional.
  icms: { regimes: ["lucro_real", "lucro_presumido"], fundamento: "LC 87/1996, arts. 19 e 20; LC 123/2006, art. 23" },
};

/** Whether `regime` credits `tax`. */
export const recovers = (regime: ImporterRegime, tax: CreditableTax) => CREDIT_RULES[tax].regimes.includes(regime);
