import { asc, eq, inArray } from "drizzle-orm";
import { storeBytes } from "#server/api/files/stored-files.ts";
import { renderCommentHtml } from "#server/markdown.ts";
import type { Storage } from "#server/storage/storage.ts";
import type { Db } from "#server/db/client.ts";
import { commentAttachments, sourcingComments, sourcingFiles, sourcings, sourcingSuppliers, users } from "#server/db/schema.ts";
import { tinyPdf } from "./demo-files.ts";
import { saoPauloDate } from "./random.ts";

/** A small demo file: a one-page PDF, or plain text (a CSV). */
interface DemoFile {
  name: string;
  lines: string[];
}

const fileBytes = (file: DemoFile) =>
  file.name.endsWith(".pdf")
    ? { bytes: tinyPdf(file.lines), type: "application/pdf" }
    : { bytes: Buffer.from(`${file.lines.join("\n")}\n`, "utf8"), type: file.name.endsWith(".csv") ? "text/csv" : "text/plain" };

/** Files panels, by the index of the sourcing in DEMO_SOURCINGS. */
const SOURCING_FILES: Record<number, DemoFile[]> = {
  0: [
    {
      name: "Especificação garrafa 500 ml.pdf",
      lines: ["Especificação técnica", "Garrafa térmica inox 304, 500 ml", "Tampa rosqueável, logo gravado a laser"],
    },
    {
      name: "Comparativo de cotações.csv",
      lines: ["fornecedor;preco_usd;moq;prazo_dias", "Ningbo A;3,85;3000;35", "Yongkang B;3,60;5000;45", "Shenzhen C;4,10;1000;30"],
    },
  ],
  1: [{ name: "Planilha de custos atual.csv", lines: ["item;custo_brl", "pote 500 ml;6,40", "pote 1 l;8,15", "tampa;1,20"] }],
  4: [
    {
      name: "Pedido de compra 2291.pdf",
      lines: ["Pedido de compra 2291", "Jogos de chaves combinadas cromadas", "2.400 jogos, entrega FOB Ningbo"],
    },
    { name: "Certificado de qualidade.pdf", lines: ["Certificado de qualidade", "Lote 2291 aprovado na inspeção final"] },
  ],
  5: [
    {
      name: "Briefing rede hoteleira.pdf",
      lines: ["Briefing do cliente", "Toalhas 100% algodão, 500 g/m2", "Bordado com o logotipo do hotel"],
    },
  ],
  8: [{ name: "Medidas dos tapetes.txt", lines: ["Modelos e medidas (cm)", "Sedan compacto: 68 x 48", "SUV médio: 72 x 52"] }],
};

interface DemoComment {
  /** Demo user e-mail of the author. */
  author: string;
  markdown: string;
  attachments?: DemoFile[];
}

/** Comment threads, by the index of the sourcing in DEMO_SOURCINGS, oldest first. */
const THREADS: Record<number, DemoComment[]> = {
  0: [
    {
      author: "sourcing@demo.local",
      markdown:
        "Abri o processo com **três fornecedores** de Ningbo e Yongkang. Pontos para a negociação:\n\n- MOQ abaixo de 3.000 peças\n- gravação a laser inclusa\n- prazo de 35 dias",
    },
    {
      author: "comercial@demo.local",
      markdown:
        "O cliente pediu amostra física antes de fechar. Referência de acabamento: [catálogo do cliente](https://example.com/catalogo-brindes).",
      attachments: [{ name: "Arte do logotipo.pdf", lines: ["Arte final do logotipo", "Pantone 2945 C"] }],
    },
    {
      author: "li.wei@demo.local",
      markdown: "Amostras de *Ningbo A* e *Yongkang B* despachadas hoje. Rastreio:\n\n1. SF Express 8812-3345\n2. DHL 44 1290 7781",
    },
    { author: "sourcing@demo.local", markdown: "Atenção: a previsão já passou. **Reprogramar** com o cliente para a próxima semana." },
  ],
  1: [
    {
      author: "mariana.souza@demo.local",
      markdown: "Meta de **redução de 12%** no custo unitário. O comparativo está nos arquivos do sourcing.",
      attachments: [{ name: "Simulação de margem.csv", lines: ["cenario;custo;margem", "atual;6,40;31%", "meta;5,63;38%"] }],
    },
    { author: "admin@demo.local", markdown: "Aprovado seguir com o vidro borossilicato. Decisão **até hoje** no fim do dia." },
  ],
  2: [{ author: "sourcing@demo.local", markdown: "Aguardando a lista de modelos de luminárias do cliente para começar." }],
  4: [
    { author: "rafael.lima@demo.local", markdown: "Pedido **2291** confirmado pelo cliente." },
    {
      author: "sourcing@demo.local",
      markdown:
        "Inspeção final aprovada. Resumo:\n\n- 0 defeitos críticos\n- 3 defeitos menores (embalagem)\n\nRelatório completo em anexo.",
      attachments: [
        { name: "Relatório de inspeção.pdf", lines: ["Relatório de inspeção final", "AQL 2.5 aprovado"] },
        { name: "Fotos do lote.txt", lines: ["Fotos do lote 2291: pasta compartilhada do fornecedor"] },
      ],
    },
    { author: "consulta@demo.local", markdown: "Obrigado! Atualizei o controle de importações." },
  ],
  5: [
    { author: "juliana.alves@demo.local", markdown: "O hotel quer **bordado** em vez de estampa. Vale pedir cotação das duas opções?" },
    { author: "mariana.souza@demo.local", markdown: "Sim, pedi as duas. Ver [guia de gramatura](https://example.com/gramatura-toalhas)." },
  ],
  8: [
    {
      author: "li.wei@demo.local",
      markdown: "Molde novo custa **USD 1.800**; o fornecedor amortiza a partir de 2.000 pares.",
      attachments: [{ name: "Desenho do molde.pdf", lines: ["Desenho técnico do molde", "Tapete SUV médio"] }],
    },
  ],
};

async function storeDemoFile(storage: Storage, prefix: string, file: DemoFile) {
  const { bytes, type } = fileBytes(file);
  const storageKey = await storeBytes(storage, prefix, bytes, type);
  return { storageKey, filename: file.name, size: bytes.length, contentType: type };
}

/**
 * One 'Não iniciado' link gets a grade too (a supplier pre-rated from its catalogue), so every link status has a
 * scored link. Its grade is its supplier's exact current average, so no supplier's average grade moves.
 */
async function gradeOneUnstartedLink(db: Db): Promise<void> {
  const links = await db.select().from(sourcingSuppliers).orderBy(asc(sourcingSuppliers.id));
  for (const link of links.filter((l) => l.status === "Não iniciado" && l.nota === null)) {
    const grades = links.filter((l) => l.supplierId === link.supplierId && l.nota !== null).map((l) => Number(l.nota));
    if (grades.length === 0) continue;
    const tenths = (grades.reduce((a, b) => a + b, 0) * 10) / grades.length;
    if (!Number.isInteger(tenths)) continue;
    await db
      .update(sourcingSuppliers)
      .set({ nota: (tenths / 10).toFixed(1), justificativa: "Pré-avaliado pelo catálogo e pela amostra de outro sourcing." })
      .where(eq(sourcingSuppliers.id, link.id));
    return;
  }
}

/**
 * Files panels and comment threads (markdown rendered as the API does) on some demo sourcings. Files and
 * attachments are written through the storage only when one is given, so no row points at a missing object.
 */
export async function seedSourcingThreads(db: Db, sourcingIds: number[], storage?: Storage): Promise<void> {
  await gradeOneUnstartedLink(db);
  const authors = await db.select({ id: users.id, email: users.email }).from(users);
  const authorId = (email: string) => {
    const found = authors.find((a) => a.email === email);
    if (!found) throw new Error(`Usuário de demonstração ausente: ${email}`);
    return found.id;
  };
  const known = new Set((await db.select({ id: sourcings.id }).from(sourcings).where(inArray(sourcings.id, sourcingIds))).map((s) => s.id));

  for (const [index, files] of Object.entries(SOURCING_FILES)) {
    const sourcingId = sourcingIds[Number(index)];
    if (!storage || sourcingId === undefined || !known.has(sourcingId)) continue;
    for (const file of files) {
      await db.insert(sourcingFiles).values({ sourcingId, ...(await storeDemoFile(storage, "sourcings", file)) });
    }
  }

  for (const [index, thread] of Object.entries(THREADS)) {
    const sourcingId = sourcingIds[Number(index)];
    if (sourcingId === undefined || !known.has(sourcingId)) continue;
    for (const [position, comment] of thread.entries()) {
      // A thread over the last days, one comment a day, the latest yesterday (never in the future).
      const day = saoPauloDate(position - thread.length);
      const [row] = await db
        .insert(sourcingComments)
        .values({
          sourcingId,
          userId: authorId(comment.author),
          comentario: comment.markdown,
          html: renderCommentHtml(comment.markdown),
          dtEnviado: new Date(`${day}T${String(12 + position).padStart(2, "0")}:30:00Z`),
        })
        .returning({ id: sourcingComments.id });
      if (!row || !storage) continue;
      for (const file of comment.attachments ?? []) {
        await db.insert(commentAttachments).values({ commentId: row.id, ...(await storeDemoFile(storage, "comments", file)) });
      }
    }
  }
}
