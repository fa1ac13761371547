import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SourcingCards } from "#app/components/sourcings/sourcing-cards.tsx";
import { SourcingTable } from "#app/components/sourcings/sourcing-table.tsx";
import { parseList } from "#app/lib/lists/parse.ts";
import { sourcingList } from "#app/lib/sourcings/list-params.ts";
import type { Sourcing } from "#contract/sourcings/sourcings.ts";

const base: Sourcing = {
  sourcing_id: 41,
  version: 1,
  sourcing_descricao: "Garrafas térmicas inox 500 ml",
  sourcing_nome_categoria: "Novo produto",
  sourcing_id_categoria: 1,
  sourcing_status: "Em andamento",
  sourcing_dt_adicionado: "2026-03-02T13:00:00.000Z",
  sourcing_dt_inicio: "2026-03-04T02:30:00.000Z", // still the 3rd in São Paulo
  sourcing_dt_estimado: "2026-03-20",
  sourcing_dt_finalizado: null,
  sourcing_id_responsavel: 2,
  sourcing_id_comercial: null,
  sourcing_nome_responsavel: "Bruno Sourcing",
  sourcing_nome_comercial: null,
  sourcing_budget: 0,
  sourcing_atrasado: true,
  sourcing_pendente_hoje: false,
  suppliers: [
    { id_supplier: 1, nome_supplier: "Yiwu Huaxin Housewares Co., Ltd.", status: "Doing", nota: 7.5 },
    { id_supplier: 9, nome_supplier: "Cerâmica Porto Alegre S.A.", status: "Não iniciado", nota: null },
  ],
  sourcing_files: [{ filename: "proposta-final.pdf", fileurl: "/files/blob/?key=abc&sig=1" }],
};

const render = (node: React.ReactNode) => renderToStaticMarkup(<MemoryRouter initialEntries={["/sourcings"]}>{node}</MemoryRouter>);

describe("SourcingCards", () => {
  it("shows the suppliers' names and each file as a link opening in a new tab", () => {
    const html = render(<SourcingCards sourcings={[base]} />);
    expect(html).toContain(
      '<ul class="list-disc space-y-1 pl-4 marker:text-slate-400" aria-label="Suppliers"><li>Yiwu Huaxin Housewares Co., Ltd.</li><li>Cerâmica Porto Alegre S.A.</li></ul>',
    );
    expect(html).toMatch(
      /<a href="\/files\/blob\/\?key=abc&amp;sig=1" target="_blank" rel="noopener noreferrer"[^>]*>.*proposta-final\.pdf/,
    );
    expect(html).toContain('href="/sourcings/41"');
    expect(html).toContain("Atrasado");
    expect(html).toContain("2026-03-03");
  });

  it("shows '-' for no supplier, no file and a missing date; 'Pendente para hoje' when due today", () => {
    const html = render(
      <SourcingCards
        sourcings={[{ ...base, suppliers: [], sourcing_files: [], sourcing_atrasado: false, sourcing_pendente_hoje: true }]}
      />,
    );
    expect(html).toContain("Pendente para hoje");
    expect(html).not.toContain("Atrasado");
    expect(html).not.toContain('target="_blank"');
    expect((html.match(/>-</g) ?? []).length).toBe(4); // comercial, suppliers, files, finished date
  });
});

describe("SourcingTable", () => {
  it("has the nine Portuguese headers as sort links and dates year-month-day", () => {
    const html = render(
      <SourcingTable sourcings={[base]} state={parseList(sourcingList, new URLSearchParams("sort_field=dt_estimado"))} />,
    );
    const headers = [...html.matchAll(/<th[^>]*>(.*?)<\/th>/g)].map((m) => m[1]?.replace(/<[^>]+>/g, ""));
    expect(headers).toEqual([
      "Descrição",
      "Categoria",
      "Status",
      "Adicionado",
      "Iniciado",
      "Estimado",
      "Finalizado",
      "Responsável",
      "Comercial",
    ]);
    expect(html).toContain('aria-sort="ascending"');
    expect(html).toContain('href="/sourcings?sort_field=dt_estimado&amp;sort_direction=desc"');
    expect(html).toContain('href="/sourcings?sort_field=descricao"');
    expect(html).toContain("2026-03-02");
    expect(html).toContain("2026-03-20");
  });
});
