import type { ExportReport } from "./run.ts";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(".", ",")} MB`;

/** True when every table has the same rows on both sides and every file came back from the bucket intact. */
export function exportMatches(report: ExportReport): boolean {
  const tablesMatch = report.tables.every((t) => t.source === t.target && t.sameContent);
  const filesMatch = !report.files || (report.files.mismatched.length === 0 && report.files.verified === report.files.copied);
  return tablesMatch && filesMatch;
}

/** The report the command prints: one line per table (counts and content), then the files. */
export function describeExport(report: ExportReport): string[] {
  const width = Math.max("tabela".length, ...report.tables.map((t) => t.table.length));
  const line = (a: string, b: string, c: string, d: string) => `${a.padEnd(width)}  ${b.padStart(8)}  ${c.padStart(8)}  ${d}`;
  const lines = [line("tabela", "origem", "destino", "conteúdo"), line("-".repeat(width), "-".repeat(8), "-".repeat(8), "--------")];
  for (const t of report.tables) {
    const verdict = t.source !== t.target ? "CONTAGEM DIFERENTE" : t.sameContent ? "igual" : "DIFERENTE";
    lines.push(line(t.table, String(t.source), String(t.target), verdict));
  }
  const sum = (side: "source" | "target") => report.tables.reduce((total, t) => total + t[side], 0);
  lines.push(line("total", String(sum("source")), String(sum("target")), ""));
  lines.push(`Sequências ajustadas além do maior id: ${report.sequences}.`);
  const files = report.files;
  if (files) {
    lines.push(
      `Arquivos: ${files.copied} copiados para o bucket (${megabytes(files.bytes)}); sha256 conferido na leitura de volta: ` +
        `${files.verified} de ${files.copied}${files.mismatched.length === 0 ? " iguais" : ""}.`,
    );
    for (const key of files.mismatched) lines.push(`  DIFERENTE no bucket: ${key}`);
    if (files.missing.length > 0) {
      lines.push(`Aviso: ${files.missing.length} registro(s) apontam para arquivos que já faltavam na pasta local (não copiados):`);
      for (const key of files.missing) lines.push(`  ${key}`);
    }
  } else {
    lines.push("Arquivos: não copiados (use --bucket para copiá-los para o bucket S3).");
  }
  lines.push(
    exportMatches(report)
      ? "Exportação concluída: contagens, conteúdo e arquivos conferem."
      : "Exportação com DIFERENÇAS: veja as linhas acima.",
  );
  return lines;
}
