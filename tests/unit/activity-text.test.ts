import { describe, expect, it } from "vitest";
import type { ActivityEntry } from "#contract/activity/activity.ts";
import { formatActivityTime } from "#app/lib/activity/panel.ts";
import { activityActorName, activityLine, activitySummary, activityValueText } from "#app/lib/activity/text.ts";

const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  actor: { id: 7, nome: "Ana" },
  via_link: false,
  action: "alterou",
  field: "status",
  subject: null,
  old: "Doing",
  new: "Concluído",
  at: "2026-03-12T17:05:00.000Z",
  ...over,
});

describe("activity sentences", () => {
  it("says the issue's example: who, what, from, to, and the São Paulo time", () => {
    const e = entry({});
    expect(`${activityActorName(e)} ${activitySummary("sourcing", e)} — ${formatActivityTime(e.at)}`).toBe(
      "Ana alterou Status de Doing para Concluído — 12/03/2026 14:05",
    );
  });

  it("is handed to the page written out: who, the sentence and when (the page has no field labels of its own)", () => {
    expect(activityLine("sourcing", entry({}))).toEqual({
      id: 1,
      actor: "Ana",
      summary: "alterou Status de Doing para Concluído",
      at: "2026-03-12T17:05:00.000Z",
    });
  });

  it("a change made by a supplier through its quote request link names 'Fornecedor (link)'", () => {
    expect(activityActorName(entry({ actor: null, via_link: true }))).toBe("Fornecedor (link)");
    expect(activityActorName(entry({ actor: null, via_link: false }))).toBe("Usuário removido");
  });

  it("names the record created", () => {
    expect(activitySummary("supplier", entry({ action: "criou", field: null, old: null, new: null }))).toBe("criou o fornecedor");
    expect(activitySummary("product", entry({ action: "criou", field: null, old: null, new: null }))).toBe("criou o produto");
  });

  it("writes a value set for the first time and a value cleared", () => {
    expect(activitySummary("sourcing", entry({ field: "dt_estimado", old: null, new: "2026-04-01" }))).toBe(
      "definiu Data estimada como 01/04/2026",
    );
    expect(activitySummary("supplier", entry({ field: "contato_website", old: "a.com", new: null }))).toBe("limpou Website (era “a.com”)");
  });

  it("names the supplier of a quote or a link, and the member added or removed", () => {
    const supplier = { id: 3, nome: "Fábrica Alfa" };
    expect(activitySummary("product", entry({ action: "adicionou", field: "cotacao", subject: supplier, old: null, new: 12.5 }))).toBe(
      "adicionou Cotação (Fábrica Alfa): $\u00a012,50",
    );
    expect(activitySummary("product", entry({ field: "cotacao", subject: supplier, old: 12.5, new: 11 }))).toBe(
      "alterou Cotação (Fábrica Alfa) de $\u00a012,50 para $\u00a011,00",
    );
    expect(activitySummary("sourcing", entry({ action: "removeu", field: "arquivo", old: "proposta.pdf", new: null }))).toBe(
      "removeu Arquivo: “proposta.pdf”",
    );
  });

  it("says a file sent again under its name was replaced, not added again", () => {
    expect(activitySummary("sourcing", entry({ field: "arquivo", old: "proposta.pdf", new: "proposta.pdf" }))).toBe(
      "substituiu Arquivo: “proposta.pdf”",
    );
    expect(activitySummary("supplier", entry({ field: "documents_qc", old: "qc.pdf", new: "qc.pdf" }))).toBe(
      "substituiu Documento de QC: “qc.pdf”",
    );
    expect(activitySummary("supplier", entry({ field: "documents_qc", old: "qc.pdf", new: "qc-v2.pdf" }))).toBe(
      "alterou Documento de QC de “qc.pdf” para “qc-v2.pdf”",
    );
  });

  it("writes each kind of value in Portuguese", () => {
    expect(activityValueText("brl", 1234.5)).toBe("R$\u00a01.234,50");
    expect(activityValueText("percent", 12.5)).toBe("12,5\u00a0%");
    expect(activityValueText("yes_no", true)).toBe("Sim");
    expect(activityValueText("lookup", { id: "CN", nome: "China" })).toBe("China");
    expect(activityValueText("instant", "2026-03-12T17:05:00.000Z")).toBe("12/03/2026 14:05");
    expect(activityValueText("number", 0.125)).toBe("0,125");
    expect(activityValueText("text", null)).toBe("(vazio)");
    expect(activityValueText("text", 8613800138000)).toBe("“8613800138000”");
  });

  it("keeps what a user typed as text (the page escapes it) and cuts a long one", () => {
    expect(activityValueText("text", "<img src=x onerror=alert(1)>")).toBe("“<img src=x onerror=alert(1)>”");
    expect(activityValueText("text", "a".repeat(300))).toBe(`“${"a".repeat(160)}…”`);
  });

  it("reads a deleted author as someone", () => {
    expect(activityActorName(entry({ actor: null }))).toBe("Usuário removido");
  });
});
