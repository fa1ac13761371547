import { describe, expect, it } from "vitest";
import { catalogDifference, inForeignKeyOrder, schemaTableNames, type TableInfo } from "#server/db/export/catalog.ts";
import { describeExport, exportMatches } from "#server/db/export/report.ts";
import type { ExportReport } from "#server/db/export/run.ts";
import { describeUrl } from "#server/db/export/run.ts";
import { parseSettings } from "#server/db/export/settings.ts";

const table = (name: string, parents: string[] = [], columns = ["id"]): TableInfo => ({
  name,
  parents,
  columns: columns.map((c) => ({ name: c, generated: c.endsWith("_busca"), identityAlways: false, sequence: null })),
});

describe("db:export: order, schema and report", () => {
  it("puts parents before children, by name among equals, and refuses a cycle", () => {
    const ordered = inForeignKeyOrder([
      table("links", ["suppliers", "sourcings"]),
      table("suppliers", ["countries"]),
      table("sourcings"),
      table("countries"),
    ]);
    expect(ordered.map((t) => t.name)).toEqual(["countries", "sourcings", "suppliers", "links"]);
    expect(() => inForeignKeyOrder([table("a", ["b"]), table("b", ["a"])])).toThrow("Chaves estrangeiras em ciclo entre as tabelas a, b");
  });

  it("knows every table of the Drizzle schema and names what differs between two catalogs", () => {
    expect(schemaTableNames()).toEqual(expect.arrayContaining(["suppliers", "countries", "data_version", "comment_attachments"]));
    const source = [table("suppliers", [], ["id", "nome", "nome_busca"])];
    expect(catalogDifference(source, [table("suppliers", [], ["id", "nome", "nome_busca"]), table("extra")])).toBeNull();
    expect(catalogDifference(source, [])).toBe("a tabela suppliers não existe no destino");
    expect(catalogDifference(source, [table("suppliers", [], ["id", "nome"])])).toContain("a tabela suppliers tem colunas diferentes");
  });

  const report = (change: Partial<ExportReport> = {}): ExportReport => ({
    tables: [
      { table: "countries", source: 250, target: 250, sameContent: true },
      { table: "suppliers", source: 70, target: 70, sameContent: true },
    ],
    sequences: 17,
    files: { copied: 3, bytes: 2 * 1024 * 1024, verified: 3, mismatched: [], missing: [] },
    ...change,
  });

  it("matches only when every count, content and file checksum does", () => {
    expect(exportMatches(report())).toBe(true);
    expect(exportMatches(report({ tables: [{ table: "suppliers", source: 70, target: 69, sameContent: false }] }))).toBe(false);
    expect(exportMatches(report({ tables: [{ table: "suppliers", source: 70, target: 70, sameContent: false }] }))).toBe(false);
    expect(exportMatches(report({ files: { copied: 3, bytes: 1, verified: 2, mismatched: ["a/b"], missing: [] } }))).toBe(false);
    // Files lost before the export are a warning, not a failed copy.
    expect(exportMatches(report({ files: { copied: 3, bytes: 1, verified: 3, mismatched: [], missing: ["x/y"] } }))).toBe(true);
  });

  it("prints one line per table, the files and the verdict in Portuguese", () => {
    const lines = describeExport(report());
    expect(lines).toContain("suppliers        70        70  igual");
    expect(lines).toContain("total           320       320  ");
    expect(lines).toContain("Arquivos: 3 copiados para o bucket (2,0 MB); sha256 conferido na leitura de volta: 3 de 3 iguais.");
    expect(lines.at(-1)).toBe("Exportação concluída: contagens, conteúdo e arquivos conferem.");
    const bad = describeExport(report({ tables: [{ table: "suppliers", source: 70, target: 69, sameContent: false }], files: null }));
    expect(bad).toContain("suppliers        70        69  CONTAGEM DIFERENTE");
    expect(bad).toContain("Arquivos: não copiados (use --bucket para copiá-los para o bucket S3).");
    expect(bad.at(-1)).toBe("Exportação com DIFERENÇAS: veja as linhas acima.");
  });

  it("validates the arguments and the bucket settings, and hides the password in messages", () => {
    const ok = parseSettings(
      { to: "postgres://u:p@h/db", bucket: true },
      { DATA_DIR: "/srv/data", S3_ENDPOINT: "http://s3.local", S3_BUCKET: "b", S3_ACCESS_KEY: "k", S3_SECRET_KEY: "s" },
    );
    expect(ok).toMatchObject({
      ok: true,
      settings: { dataDir: "/srv/data", storageDir: "/srv/data/files", batchSize: 1000, bucket: { bucket: "b", region: "us-east-1" } },
    });
    expect(parseSettings({ to: "mysql://x" }, {})).toMatchObject({
      ok: false,
      errors: ["--to deve começar com postgres:// ou postgresql://"],
    });
    expect(parseSettings({ to: "postgres://h/db", bucket: true, "batch-size": "0" }, { S3_BUCKET: "b" })).toMatchObject({
      ok: false,
      errors: expect.arrayContaining([
        "--batch-size deve ser ao menos 1",
        "S3_ENDPOINT: é obrigatório com --bucket",
        "S3_SECRET_KEY: é obrigatório com --bucket",
      ]),
    });
    expect(describeUrl("postgres://app:segredo@db:5432/bo")).toBe("postgres://app:***@db:5432/bo");
  });
});
