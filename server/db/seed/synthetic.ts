import { type SQL, sql } from "drizzle-orm";
import { saoPauloTodaySql } from "#server/api/clock.ts";
import { LINK_STATUSES } from "#contract/sourcings/link-statuses.ts";
import { SOURCING_STATUSES } from "#contract/sourcings/sourcings.ts";
import type { Db } from "#server/db/client.ts";
import { CHINESE_CITIES, CHINESE_CONTACTS, CHINESE_SUFFIXES, JUSTIFICATIVAS, PINYIN_BRANDS, SEGMENT_PRODUCTS } from "./supplier-data.ts";

/** `--size large`: the benchmark's data set (docs/benchmark.md). */
export const LARGE_SIZE = 100_000;

/** How many of each record a synthetic size makes: everything scales with the suppliers. */
export function syntheticCounts(suppliers: number) {
  const atLeastOne = (n: number) => Math.max(1, Math.round(n));
  const sourcings = atLeastOne(suppliers / 5);
  return {
    suppliers,
    sourcings,
    // A supplier appears once per sourcing and once per product: tiny sizes have fewer pairs to give.
    links: Math.min(atLeastOne(suppliers * 2.5), sourcings * suppliers),
    products: atLeastOne(suppliers / 2),
    quotesPerProduct: Math.min(3, suppliers),
    comments: atLeastOne(suppliers),
    // One supplier in five holds a certificate (ADR 0070): the list's `certificado` filters have rows to find.
    certificates: atLeastOne(suppliers / 5),
  };
}

// Words for names: each list is passed as one '|'-separated text and split by the database (both drivers
// send a text parameter the same way), and picked by the row number, so runs are reproducible.
const words = (list: readonly string[]) => sql`string_to_array(${list.join("|")}::text, '|')`;
const pick = (list: SQL, index: SQL) => sql`(${list})[1 + (${index}) % array_length(${list}, 1)]`;

const PRODUCT_WORDS = [...new Set(Object.values(SEGMENT_PRODUCTS).flat())];
const PRODUCT_NOUNS = [
  "Garrafa térmica",
  "Pote hermético",
  "Jogo de chaves",
  "Luminária LED",
  "Tapete",
  "Mochila",
  "Caneca",
  "Organizador",
  "Carregador",
  "Boneca",
  "Toalha",
  "Panela",
  "Fone de ouvido",
  "Caderno",
  "Vaso",
];
const PRODUCT_QUALIFIERS = [
  "inox",
  "de bambu",
  "compacto",
  "premium",
  "infantil",
  "dobrável",
  "com tampa",
  "recarregável",
  "de vidro",
  "multiuso",
];
const COMMENT_LINES = [
  "Fornecedor respondeu com a **proposta revisada**.",
  "Amostras chegaram; qualidade dentro do esperado.",
  "Pedimos novo prazo de entrega, aguardando retorno.",
  "Cliente aprovou a cor e a embalagem.",
  "Preço acima do alvo: negociar MOQ menor.",
  "Auditoria de fábrica agendada para a próxima semana.",
];
const OTHER_COUNTRIES = ["br", "us", "de", "in", "vn", "tr", "it", "mx", "kr", "jp"];

async function timed(label: string, step: () => Promise<unknown>) {
  const started = Date.now();
  await step();
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Fills an empty database with `suppliers` synthetic suppliers and everything else in proportion (sourcings,
 * graded links, products with quotes, comments), generated inside the database by `generate_series` so that
 * 100,000 suppliers take seconds, not minutes, on either database.
 */
export async function seedSynthetic(db: Db, suppliers: number): Promise<void> {
  const n = syntheticCounts(suppliers);
  const i = sql`i`;
  console.log(
    `Gerando ${n.suppliers} fornecedores, ${n.sourcings} sourcings, ${n.links} vínculos, ${n.products} produtos, ${n.comments} comentários, ${n.certificates} certificados...`,
  );

  await timed("fornecedores", () =>
    db.execute(sql`
      insert into suppliers (nome, id_tipo, id_segmento, id_source, cod_pais, blacklisted, contato_nome, contato_telefone,
        contato_email, contato_wechat, contato_website, contato_endereco, created_at, updated_at)
      select
        ${pick(words(CHINESE_CITIES), i)} || ' ' || ${pick(words(PINYIN_BRANDS), sql`${i} / 7`)} || ' ' || ${pick(words(PRODUCT_WORDS), sql`${i} * 13`)}
          || ' ' || ${pick(words(CHINESE_SUFFIXES), sql`${i} / 3`)} || ' #' || ${i},
        (select array_agg(id order by id) from supplier_types)[1 + ${i} % (select count(*) from supplier_types)::int],
        (select array_agg(id order by id) from segments)[1 + (${i} * 7) % (select count(*) from segments)::int],
        (select array_agg(id order by id) from sources)[1 + (${i} * 11) % (select count(*) from sources)::int],
        case when ${i} % 10 < 7 then 'cn' else ${pick(words(OTHER_COUNTRIES), sql`${i} / 10`)} end,
        ${i} % 20 = 7,
        ${pick(words(CHINESE_CONTACTS), sql`${i} * 5`)},
        '86' || lpad(((${i}::bigint * 7919) % 100000000000)::text, 11, '0'),
        'vendas' || ${i} || '@example.com',
        'wx_' || ${i},
        case when ${i} % 3 = 0 then '' else 'www.fornecedor' || ${i} || '.example.com' end,
        'No. ' || (1 + ${i} % 399) || ' Industrial Road, ' || ${pick(words(CHINESE_CITIES), i)} || ', China',
        now() - (${i} % 900) * interval '1 day',
        now() - (${i} % 300) * interval '1 day'
      from generate_series(1, ${n.suppliers}::int) as i`),
  );

  await timed("sourcings", () =>
    db.execute(sql`
      with people as (
        select (select array_agg(id order by id) from users where team_id = 2) as sourcing,
               (select array_agg(id order by id) from users where team_id = 3) as comercial
      ), rows as (
        select ${i} as i, ${pick(words(SOURCING_STATUSES), sql`${i} * 7`)} as status, ${saoPauloTodaySql} as today
        from generate_series(1, ${n.sourcings}::int) as i
      )
      insert into sourcings (descricao, id_categoria, status, dt_adicionado, dt_inicio, dt_estimado, dt_finalizado, id_responsavel,
        id_comercial, budget, created_by)
      select
        ${pick(words(PRODUCT_NOUNS), i)} || ' ' || ${pick(words(PRODUCT_QUALIFIERS), sql`${i} / 15`)} || ' — lote ' || ${i},
        (select array_agg(id order by id) from sourcing_categories)[1 + ${i} % (select count(*) from sourcing_categories)::int],
        status,
        now() - (${i} % 730) * interval '1 day',
        case when status = 'Não iniciado' then null else now() - (${i} % 700) * interval '1 day' end,
        -- One in ten without a date, one in 97 due today, the rest spread from 90 days ago to 60 ahead.
        case when ${i} % 10 = 0 then null when ${i} % 97 = 0 then today else today + ((${i} * 13) % 150 - 90) end,
        case when status in ('Cancelado', 'Concluído', 'Arquivo') then now() - (${i} % 60) * interval '1 day' end,
        people.sourcing[1 + ${i} % greatest(1, array_length(people.sourcing, 1))],
        case when ${i} % 4 = 3 then null else people.comercial[1 + ${i} % greatest(1, array_length(people.comercial, 1))] end,
        (1000 + (${i} * 7919) % 200000)::numeric,
        people.sourcing[1]
      from rows, people`),
  );

  // Link k of the r-th sourcing goes to the ((r * 37 + k * stride) mod N)-th supplier: the stride spaces one
  // sourcing's links evenly over the table, so they are distinct for every size (k * stride < N).
  const perSourcing = Math.ceil(n.links / n.sourcings);
  const linkStride = Math.max(1, Math.floor(n.suppliers / perSourcing));
  const quoteStride = Math.max(1, Math.floor(n.suppliers / n.quotesPerProduct));
  await timed("vínculos com notas", () =>
    db.transaction(async (tx) => {
      // The per-row trigger would recompute a supplier's average at every link: once at the end instead. The
      // data version's deferred triggers fire at once here, as a table with pending trigger events cannot be altered.
      await tx.execute(sql`set constraints all immediate`);
      await tx.execute(sql`alter table sourcing_suppliers disable trigger sourcing_suppliers_avg_nota`);
      await tx.execute(sql`
        insert into sourcing_suppliers (id_sourcing, id_supplier, status, nota, justificativa)
        select s.id, sup.id, st.status,
          case when st.status <> 'Não iniciado' and (s.id + k) % 5 <> 0 then round(((s.id * 31 + k * 17) % 101) / 10.0, 1) end,
          case when st.status <> 'Não iniciado' and (s.id + k) % 5 <> 0
            then ${pick(words(Object.values(JUSTIFICATIVAS).flat()), sql`s.id + k`)} else '' end
        from (select id, id - (select min(id) from sourcings) + 1 as r from sourcings) s
        cross join generate_series(0, ${perSourcing - 1}::int) as k
        cross join lateral (select ${pick(words(LINK_STATUSES), sql`s.id + k * 3`)} as status) st
        -- A fresh table's ids are consecutive: the supplier is found by arithmetic, not by a scan.
        cross join lateral (select (select min(id) from suppliers) + ((s.r * 37 + k * ${linkStride}::int) % ${n.suppliers}::int) as id) sup
        where (s.r - 1) * ${perSourcing}::int + k < ${n.links}::int
        on conflict do nothing`);
      await tx.execute(sql`
        update suppliers su set avg_nota = g.avg from (
          select id_supplier, round(avg(nota), 1) as avg from sourcing_suppliers where nota is not null group by id_supplier
        ) g where g.id_supplier = su.id`);
      await tx.execute(sql`alter table sourcing_suppliers enable trigger sourcing_suppliers_avg_nota`);
    }),
  );

  await timed("produtos", () =>
    db.execute(sql`
      insert into products (nome, descricao, id_categoria, unidade_medida, cubagem, peso, unidades_por_caixa, caixa_cubagem_m3, caixa_peso_kg, created_at)
      select
        ${pick(words(PRODUCT_NOUNS), i)} || ' ' || ${pick(words(PRODUCT_QUALIFIERS), sql`${i} / 15`)} || ' ' || (100 + ${i} % 900) || ' #' || ${i},
        'Produto sintético ' || ${i} || ' para o benchmark.',
        (select array_agg(id order by id) from product_categories)[1 + ${i} % (select count(*) from product_categories)::int],
        case when ${i} % 3 = 0 then 'caixa' else 'peça' end,
        case when ${i} % 11 = 0 then 0 else round(((${i} * 7) % 500) / 1000.0 + 0.01, 3) end,
        case when ${i} % 13 = 0 then 0 else round(((${i} * 11) % 2000) / 100.0 + 0.1, 2) end,
        -- A master carton on two products in five (the others are freighted by their own volume and weight).
        case when ${i} % 5 < 2 then 6 * (1 + ${i} % 8) end,
        case when ${i} % 5 < 2 then round(0.02 + (${i} % 40) / 400.0, 4) end,
        case when ${i} % 5 < 2 then round(2 + (${i} % 25) * 0.8, 2) end,
        now() - (${i} % 500) * interval '1 day'
      from generate_series(1, ${n.products}::int) as i`),
  );

  await timed("cotações", () =>
    db.execute(sql`
      insert into product_suppliers (product_id, supplier_id, cotacao, updated_at)
      select p.id, sup.id, round((50 + (p.id * 7919 + k * 104729) % 49951) / 100.0, 2), now() - ((p.id + k) % 240) * interval '1 day'
      from (select id, id - (select min(id) from products) + 1 as r from products) p
      cross join generate_series(0, ${n.quotesPerProduct - 1}::int) as k
      cross join lateral (select (select min(id) from suppliers) + ((p.r * 53 + k * ${quoteStride}::int) % ${n.suppliers}::int) as id) sup
      on conflict do nothing`),
  );

  // Every current quote has its history row (ADR 0043); a quote in seven has a validity date, some already past.
  await timed("histórico de cotações", async () => {
    await db.execute(sql`
      update product_suppliers set valida_ate = ${saoPauloTodaySql} + ((id % 120) - 30)
      where id % 7 = 0`);
    await db.execute(sql`
      insert into product_supplier_quotes (product_id, supplier_id, cotacao_usd, cotado_em, valida_ate)
      select product_id, supplier_id, cotacao, updated_at, valida_ate from product_suppliers`);
    await db.execute(sql`update product_suppliers set cotado_em = updated_at`);
  });

  await timed("comentários", () =>
    db.execute(sql`
      with authors as (select array_agg(id order by id) as ids from users where team_id in (2, 3)),
           lines as (select ${pick(words(COMMENT_LINES), sql`${i}`)} as text, ${i} as i from generate_series(1, ${n.comments}::int) as i)
      insert into sourcing_comments (id_sourcing, id_user, comentario, html, dt_enviado)
      select (select min(id) from sourcings) + lines.i % ${n.sourcings}::int, authors.ids[1 + lines.i % array_length(authors.ids, 1)],
        lines.text, '<p>' || replace(lines.text, '**proposta revisada**', '<strong>proposta revisada</strong>') || '</p>',
        now() - (lines.i % 365) * interval '1 hour'
      from lines, authors`),
  );

  // The activity panels' history (ADR 0054): each sourcing created and its status changed, each quote added.
  await timed("histórico de atividades", async () => {
    await db.execute(sql`
      insert into activity (entity_type, entity_id, actor_id, action, field, old_value, new_value, at)
      select 'sourcing', s.id, s.id_responsavel, 'criou', null, null, null, s.dt_adicionado from sourcings s
      union all
      select 'sourcing', s.id, s.id_responsavel, 'alterou', 'status', to_jsonb('Não iniciado'::text), to_jsonb(s.status), coalesce(s.dt_inicio, s.dt_adicionado) + interval '1 hour'
      from sourcings s where s.status <> 'Não iniciado'`);
    await db.execute(sql`
      insert into activity (entity_type, entity_id, actor_id, action, field, subject, old_value, new_value, at)
      select 'product', ps.product_id, null, 'adicionou', 'cotacao', jsonb_build_object('id', sup.id, 'nome', sup.nome), null, to_jsonb(ps.cotacao), ps.updated_at
      from product_suppliers ps join suppliers sup on sup.id = ps.supplier_id`);
  });

  // Spread over the situations the list filters by (ADR 0070): a tenth without expiry, the rest from 300 days ago to
  // 600 days ahead, so about a third lapsed and one in thirty within the 30 days of 'vencendo'.
  await timed("certificados", () =>
    db.execute(sql`
      insert into supplier_certificates (id_supplier, id_tipo, numero, emissor, emitido_em, valido_ate)
      select (select min(id) from suppliers) + (${i} * 5) % ${n.suppliers}::int,
        (select array_agg(id order by id) from certificate_types)[1 + ${i} % (select count(*) from certificate_types)::int],
        'CERT-' || ${i}, 'Certificadora ' || (1 + ${i} % 9),
        ${saoPauloTodaySql} - 400 + (${i} % 90),
        case when ${i} % 10 = 0 then null else ${saoPauloTodaySql} - 300 + ((${i} * 37) % 900) end
      from generate_series(1, ${n.certificates}::int) as i`),
  );

  await timed("estatísticas (ANALYZE)", () => db.execute(sql`analyze`));
}
