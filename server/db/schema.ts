import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  char,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A master carton (docs/landed-cost.md, "Embalagem"): units per carton, its volume and gross weight, each optional.
 * On a product (its default) and on a supplier's quote (that supplier's carton, which wins).
 */
const packingColumns = () => ({
  unidadesPorCaixa: integer("unidades_por_caixa"),
  caixaCubagemM3: numeric("caixa_cubagem_m3", { precision: 14, scale: 4 }),
  caixaPesoKg: numeric("caixa_peso_kg", { precision: 14, scale: 2 }),
});
const packingCheck = (table: string) =>
  check(
    `${table}_caixa_check`,
    sql`(unidades_por_caixa is null or unidades_por_caixa >= 1) and (caixa_cubagem_m3 is null or caixa_cubagem_m3 > 0) and (caixa_peso_kg is null or caixa_peso_kg > 0)`,
  );

// ---------------------------------------------------------------- people and sessions

/** A supplier of a sourcing, as the rows about that pair name it: each gone with the sourcing or the supplier. */
const sourcingSupplierColumns = () => ({
  sourcingId: integer("id_sourcing")
    .notNull()
    .references(() => sourcings.id, { onDelete: "cascade" }),
  supplierId: integer("id_supplier")
    .notNull()
    .references(() => suppliers.id, { onDelete: "cascade" }),
});

/** An uploaded file's object and what its download keeps (its name and type), and when it arrived. */
const uploadedFileColumns = () => ({
  storageKey: text("storage_key").notNull(),
  filename: text("filename").notNull(),
  size: bigint("size", { mode: "number" }).notNull(),
  contentType: text("content_type").notNull().default("application/octet-stream"),
  uploadedAt: timestamptz("uploaded_at").notNull().defaultNow(),
});

export const teams = pgTable("teams", {
  id: integer("id").primaryKey(),
  nome: text("nome").notNull(),
});

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    teamId: integer("team_id")
      .notNull()
      .references(() => teams.id),
    isSuperuser: boolean("is_superuser").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    dateJoined: timestamptz("date_joined").notNull().defaultNow(),
    lastLogin: timestamptz("last_login"),
    profilePicKey: text("profile_pic_key"),
    profilePicType: text("profile_pic_type"),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`), index("users_team_idx").on(t.teamId)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    /** The sign-in this token descends from (rotation keeps it): the session id access tokens carry. */
    family: text("family")
      .notNull()
      .default(sql`md5(random()::text || clock_timestamp()::text)`),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
    rotatedAt: timestamptz("rotated_at"),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    uniqueIndex("refresh_tokens_hash_idx").on(t.tokenHash),
    index("refresh_tokens_user_idx").on(t.userId),
    index("refresh_tokens_family_idx").on(t.family),
  ],
);

/** Failed-login counters, keyed by "email:<address>" or "ip:<address>", shared by every process. */
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamptz("window_started_at").notNull().defaultNow(),
  lockedUntil: timestamptz("locked_until"),
});

// ---------------------------------------------------------------- lookups

export const supplierTypes = pgTable("supplier_types", {
  id: serial("id").primaryKey(),
  nome: text("nome").notNull().unique(),
  /** Case- and accent-folded name, stored so sorting needs no function call per row. */
  nomeOrdem: text("nome_ordem").generatedAlwaysAs(sql`lower(f_unaccent(nome))`),
});

export const segments = pgTable("segments", {
  id: serial("id").primaryKey(),
  nome: text("nome").notNull().unique(),
  /** Case- and accent-folded name, stored so sorting needs no function call per row. */
  nomeOrdem: text("nome_ordem").generatedAlwaysAs(sql`lower(f_unaccent(nome))`),
});

export const sources = pgTable("sources", {
  id: serial("id").primaryKey(),
  nome: text("nome").notNull().unique(),
  /** Case- and accent-folded name, stored so sorting needs no function call per row. */
  nomeOrdem: text("nome_ordem").generatedAlwaysAs(sql`lower(f_unaccent(nome))`),
});

export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  code: char("code", { length: 2 }).notNull().unique(),
  nome: text("nome").notNull(),
  nomeOrdem: text("nome_ordem").generatedAlwaysAs(sql`lower(f_unaccent(nome))`),
});

export const sourcingCategories = pgTable("sourcing_categories", {
  id: serial("id").primaryKey(),
  nome: text("nome").notNull().unique(),
});

export const productCategories = pgTable("product_categories", {
  id: serial("id").primaryKey(),
  nome: text("nome").notNull().unique(),
});

/** The types of a supplier's certificates (docs/decisions/0070-supplier-certificates.md): seeded by their migration. */
export const certificateTypes = pgTable("certificate_types", {
  id: serial("id").primaryKey(),
  nome: text("nome").notNull().unique(),
});

// ---------------------------------------------------------------- suppliers

export const suppliers = pgTable(
  "suppliers",
  {
    id: serial("id").primaryKey(),
    /** Optimistic concurrency: bumped by every save of the record's own fields (docs/decisions/0035-optimistic-concurrency.md). */
    version: integer("version").notNull().default(1),
    nome: text("nome").notNull(),
    /** Case- and accent-folded name: the search (trigram) and sort (btree) key. */
    nomeBusca: text("nome_busca").generatedAlwaysAs(sql`lower(f_unaccent(nome))`),
    /**
     * Average grade of the supplier's scored links, kept by a trigger on sourcing_suppliers so the list
     * can sort and filter by it without aggregating per row.
     */
    avgNota: numeric("avg_nota", { precision: 3, scale: 1 }),
    tipoId: integer("id_tipo")
      .notNull()
      .references(() => supplierTypes.id),
    segmentoId: integer("id_segmento")
      .notNull()
      .references(() => segments.id),
    sourceId: integer("id_source")
      .notNull()
      .references(() => sources.id),
    codPais: char("cod_pais", { length: 2 })
      .notNull()
      .references(() => countries.code),
    blacklisted: boolean("blacklisted").notNull().default(false),
    contatoNome: text("contato_nome").notNull().default(""),
    contatoTelefone: text("contato_telefone").notNull().default(""),
    contatoEmail: text("contato_email").notNull().default(""),
    contatoWechat: text("contato_wechat").notNull().default(""),
    contatoWebsite: text("contato_website").notNull().default(""),
    contatoEndereco: text("contato_endereco").notNull().default(""),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("suppliers_tipo_idx").on(t.tipoId),
    index("suppliers_segmento_idx").on(t.segmentoId),
    index("suppliers_source_idx").on(t.sourceId),
    index("suppliers_pais_idx").on(t.codPais),
    index("suppliers_nome_busca_idx").on(t.nomeBusca, t.id),
    index("suppliers_avg_nota_idx").on(t.avgNota, t.id),
    // Best grades first is the common sort: missing grades stay last, so it needs its own order.
    index("suppliers_avg_nota_desc_idx").on(t.avgNota.desc().nullsLast(), t.id.desc()),
  ],
);

export const supplierDocuments = pgTable(
  "supplier_documents",
  {
    id: serial("id").primaryKey(),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    /** qc | audit | catalogo */
    type: varchar("type", { length: 16 }).notNull(),
    ...uploadedFileColumns(),
  },
  (t) => [uniqueIndex("supplier_documents_supplier_type_idx").on(t.supplierId, t.type)],
);

/**
 * A supplier's certificate (docs/decisions/0070-supplier-certificates.md): a licence, an audit, an inspection, with
 * its validity; its situation is computed when read, from `valido_ate` and São Paulo's today. Its optional file has
 * the columns every stored file has, all set or all null. Gone with the supplier, like its documents.
 */
export const supplierCertificates = pgTable(
  "supplier_certificates",
  {
    id: serial("id").primaryKey(),
    supplierId: integer("id_supplier")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    tipoId: integer("id_tipo")
      .notNull()
      .references(() => certificateTypes.id),
    numero: text("numero").notNull().default(""),
    emissor: text("emissor").notNull().default(""),
    emitidoEm: date("emitido_em", { mode: "string" }),
    validoAte: date("valido_ate", { mode: "string" }),
    observacoes: text("observacoes").notNull().default(""),
    storageKey: text("storage_key"),
    filename: text("filename"),
    size: bigint("size", { mode: "number" }),
    contentType: text("content_type"),
    uploadedAt: timestamptz("uploaded_at"),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // A supplier's certificates by expiry: its panel, and the list's "expiring / expired" EXISTS probes.
    index("supplier_certificates_supplier_validade_idx").on(t.supplierId, t.validoAte),
    // "Is this type in use?" of the lookup's administration.
    index("supplier_certificates_tipo_idx").on(t.tipoId),
    check("supplier_certificates_validade_check", sql`emitido_em is null or valido_ate is null or valido_ate >= emitido_em`),
    check(
      "supplier_certificates_arquivo_check",
      sql`(storage_key is null) = (filename is null) and (storage_key is null) = (size is null) and (storage_key is null) = (content_type is null) and (storage_key is null) = (uploaded_at is null)`,
    ),
  ],
);

// ---------------------------------------------------------------- sourcings

export const sourcings = pgTable(
  "sourcings",
  {
    id: serial("id").primaryKey(),
    /** Optimistic concurrency: bumped by every save of the record's own fields (docs/decisions/0035-optimistic-concurrency.md). */
    version: integer("version").notNull().default(1),
    descricao: text("descricao").notNull(),
    categoriaId: integer("id_categoria")
      .notNull()
      .references(() => sourcingCategories.id),
    status: text("status").notNull().default("Não iniciado"),
    dtAdicionado: timestamptz("dt_adicionado").notNull().defaultNow(),
    dtInicio: timestamptz("dt_inicio"),
    dtEstimado: date("dt_estimado", { mode: "string" }),
    dtFinalizado: timestamptz("dt_finalizado"),
    responsavelId: integer("id_responsavel").references(() => users.id, { onDelete: "set null" }),
    comercialId: integer("id_comercial").references(() => users.id, { onDelete: "set null" }),
    budget: numeric("budget", { precision: 14, scale: 2 }).notNull().default("0"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("sourcings_status_idx").on(t.status),
    index("sourcings_categoria_idx").on(t.categoriaId),
    // The list's default sort (added date), and the late / due-today filters on the estimated date.
    index("sourcings_dt_adicionado_idx").on(t.dtAdicionado, t.id),
    index("sourcings_dt_estimado_idx").on(t.dtEstimado, t.id),
  ],
);

export const sourcingSuppliers = pgTable(
  "sourcing_suppliers",
  {
    id: serial("id").primaryKey(),
    ...sourcingSupplierColumns(),
    status: text("status").notNull().default("Não iniciado"),
    nota: numeric("nota", { precision: 3, scale: 1 }),
    justificativa: text("justificativa").notNull().default(""),
  },
  (t) => [
    uniqueIndex("sourcing_suppliers_pair_idx").on(t.sourcingId, t.supplierId),
    index("sourcing_suppliers_supplier_idx").on(t.supplierId),
  ],
);

/**
 * A sourcing's items: the catalogue products it asks its suppliers to quote, each once, with the target quantity and
 * the incoterm asked (contract/sourcings/sourcing-items.ts). Gone with the sourcing or the product.
 */
export const sourcingItems = pgTable(
  "sourcing_items",
  {
    id: serial("id").primaryKey(),
    sourcingId: integer("id_sourcing")
      .notNull()
      .references(() => sourcings.id, { onDelete: "cascade" }),
    productId: integer("id_product")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    quantidade: integer("quantidade").notNull(),
    incoterm: text("incoterm").notNull().default("FOB"),
    addedAt: timestamptz("added_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("sourcing_items_pair_idx").on(t.sourcingId, t.productId), index("sourcing_items_product_idx").on(t.productId)],
);

/**
 * A quote request by link: a private address per supplier of a sourcing (contract/rfq/rfq.ts). Only the token's SHA-256
 * is kept; a new link revokes the pair's current one, whose row stays (its answers will refer to it).
 */
export const rfqLinks = pgTable(
  "rfq_links",
  {
    id: serial("id").primaryKey(),
    ...sourcingSupplierColumns(),
    tokenHash: char("token_hash", { length: 64 }).notNull(),
    prazo: timestamptz("prazo").notNull(),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamptz("revoked_at"),
  },
  (t) => [
    uniqueIndex("rfq_links_token_idx").on(t.tokenHash),
    // One link in force per supplier of a sourcing: the database keeps it so between two concurrent requests.
    uniqueIndex("rfq_links_active_pair_idx")
      .on(t.sourcingId, t.supplierId)
      .where(sql`${t.revokedAt} is null`),
    index("rfq_links_pair_idx").on(t.sourcingId, t.supplierId, t.id),
  ],
);

/**
 * A supplier's answer to a sourcing's quote request (contract/rfq/rfq-answer.ts): per pair, its submitted revisions
 * (1, 2, …, kept) and at most one draft (`revisao` null, newer than every revision: a submit deletes it). `itens` as
 * the reader gave them; `id_rfq_link` the link it came through (a new link carries on the pair's answers).
 */
export const rfqAnswers = pgTable(
  "rfq_answers",
  {
    id: serial("id").primaryKey(),
    ...sourcingSupplierColumns(),
    linkId: integer("id_rfq_link")
      .notNull()
      .references(() => rfqLinks.id, { onDelete: "cascade" }),
    revisao: integer("revisao"),
    itens: jsonb("itens").notNull(),
    savedAt: timestamptz("saved_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rfq_answers_revision_idx").on(t.sourcingId, t.supplierId, t.revisao),
    uniqueIndex("rfq_answers_draft_idx")
      .on(t.sourcingId, t.supplierId)
      .where(sql`${t.revisao} is null`),
    index("rfq_answers_link_idx").on(t.linkId),
  ],
);

/**
 * The files a supplier attached to its answer by link (contract/rfq/rfq-files.ts): per pair, up to five, kept with the
 * pair's answer (a new link keeps them); their objects go with the sourcing or the supplier.
 */
export const rfqFiles = pgTable(
  "rfq_files",
  {
    id: serial("id").primaryKey(),
    ...sourcingSupplierColumns(),
    ...uploadedFileColumns(),
  },
  (t) => [index("rfq_files_pair_idx").on(t.sourcingId, t.supplierId, t.id), index("rfq_files_supplier_idx").on(t.supplierId)],
);

export const sourcingFiles = pgTable(
  "sourcing_files",
  {
    id: serial("id").primaryKey(),
    sourcingId: integer("sourcing_id")
      .notNull()
      .references(() => sourcings.id, { onDelete: "cascade" }),
    ...uploadedFileColumns(),
  },
  (t) => [uniqueIndex("sourcing_files_name_idx").on(t.sourcingId, t.filename)],
);

export const sourcingComments = pgTable(
  "sourcing_comments",
  {
    id: serial("id").primaryKey(),
    sourcingId: integer("id_sourcing")
      .notNull()
      .references(() => sourcings.id, { onDelete: "cascade" }),
    userId: integer("id_user")
      .notNull()
      .references(() => users.id),
    comentario: text("comentario").notNull(),
    html: text("html").notNull(),
    dtEnviado: timestamptz("dt_enviado").notNull().defaultNow(),
  },
  (t) => [index("sourcing_comments_sourcing_idx").on(t.sourcingId)],
);

export const commentAttachments = pgTable(
  "comment_attachments",
  {
    id: serial("id").primaryKey(),
    commentId: integer("comment_id")
      .notNull()
      .references(() => sourcingComments.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    filename: text("filename").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    contentType: text("content_type").notNull().default("application/octet-stream"),
  },
  (t) => [index("comment_attachments_comment_idx").on(t.commentId)],
);

// ---------------------------------------------------------------- products

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    /** Optimistic concurrency: bumped by every save of the record's own fields (docs/decisions/0035-optimistic-concurrency.md). */
    version: integer("version").notNull().default(1),
    nome: varchar("nome", { length: 255 }).notNull(),
    descricao: text("descricao").notNull().default(""),
    categoriaId: integer("id_categoria")
      .notNull()
      .references(() => productCategories.id),
    /** 'peça' | 'caixa' */
    unidadeMedida: text("unidade_medida").notNull(),
    cubagem: numeric("cubagem", { precision: 12, scale: 3 }),
    peso: numeric("peso", { precision: 12, scale: 2 }),
    /** A storage key, or the bucket URL (s3://, gs://) of imported data. */
    imageKey: text("image_key"),
    imageName: text("image_name"),
    /** The image's type as read from its content (image/png, image/jpeg, image/webp). */
    imageType: text("image_type"),
    /** The product's own NCM, II and IPI, overriding its category's in the landed cost; null: the category's. */
    ncm: char("ncm", { length: 8 }),
    iiPct: numeric("ii_pct", { precision: 7, scale: 4 }),
    ipiPct: numeric("ipi_pct", { precision: 7, scale: 4 }),
    /** Competes with goods incentivised in the Zona Franca de Manaus: keeps its IPI where the reform zeroes it. */
    ipiZfm: boolean("ipi_zfm").notNull().default(false),
    /** A buyer confirmed that the antidumping measures its NCM and a supplier's origin match apply to it. */
    antidumpingConfirmado: boolean("antidumping_confirmado").notNull().default(false),
    /**
     * The supplier chosen for the product (ADR 0052, 'Escolher' on the comparison): one of the suppliers
     * quoting it; cleared when that quote is removed (the API) or the supplier deleted (SET NULL).
     */
    idSupplierPreferido: integer("id_supplier_preferido").references(() => suppliers.id, { onDelete: "set null" }),
    /** The product's EAN/GTIN barcode (8, 12, 13 or 14 digits, check digit verified by the API); null when not given. */
    codigoEan: varchar("codigo_ean", { length: 14 }),
    createdAt: timestamptz("created_at").notNull().defaultNow(),
    ...packingColumns(),
  },
  (t) => [
    packingCheck("products"),
    index("products_categoria_idx").on(t.categoriaId),
    // Deleting a supplier clears it where it is preferred: without this index, a scan of every product.
    index("products_supplier_preferido_idx")
      .on(t.idSupplierPreferido)
      .where(sql`id_supplier_preferido is not null`),
    // The list's default sort: folded name, then id (the trigram index on the same expression serves search).
    index("products_nome_ordem_idx").on(sql`lower(f_unaccent(${t.nome}))`, t.id),
  ],
);

/**
 * A quote a supplier gave in CNY or BRL through its link (contract/rfq/rfq-answer.ts): the amount and currency it gave and
 * the rate (units of that currency per USD) its value in USD was converted at; null for a quote given in USD or typed
 * by staff. A staff change of the value clears them (the value no longer comes from that amount).
 */
const originalPriceColumns = () => ({
  precoOriginal: numeric("preco_original", { precision: 14, scale: 2 }),
  moedaOriginal: text("moeda_original"),
  taxaOriginal: numeric("taxa_original", { precision: 12, scale: 6 }),
});

export const productSuppliers = pgTable(
  "product_suppliers",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    supplierId: integer("supplier_id")
      .notNull()
      .references(() => suppliers.id, { onDelete: "cascade" }),
    // The current quote: a copy of the pair's newest product_supplier_quotes row, written in the same
    // transaction (docs/decisions/0043-quote-terms-and-history.md); the list's range filter and sort read it.
    cotacao: numeric("cotacao", { precision: 14, scale: 2 }).notNull().default("0"),
    /** When the quote's value last changed (a quote months old is a different quote). */
    updatedAt: timestamptz("updated_at").notNull().defaultNow(),
    validaAte: date("valida_ate", { mode: "string" }),
    moq: integer("moq"),
    leadTimeDias: integer("lead_time_dias"),
    incoterm: text("incoterm"),
    /** When the current quote (value or terms) was recorded: the newest history row's `cotado_em`. */
    cotadoEm: timestamptz("cotado_em").notNull().defaultNow(),
    /** The supplier's carton: not part of the quote's history (a carton is the goods' shape, not a price term). */
    ...packingColumns(),
    ...originalPriceColumns(),
  },
  (t) => [
    packingCheck("product_suppliers"),
    uniqueIndex("product_suppliers_pair_idx").on(t.productId, t.supplierId),
    index("product_suppliers_supplier_idx").on(t.supplierId),
    // Quote range per product (min/max) and the range filter read this index only.
    index("product_suppliers_product_cotacao_idx").on(t.productId, t.cotacao),
    // The `vencida` filter: the quotes with a validity date, by product.
    index("product_suppliers_product_valida_ate_idx")
      .on(t.productId, t.validaAte)
      .where(sql`valida_ate is not null`),
    check("product_suppliers_incoterm_check", sql`incoterm in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP')`),
  ],
);

/**
 * One row per change of a product's quote from one supplier (value or terms): the current quote is the
 * newest row. Removing the supplier from the product removes its history (the pair's foreign key).
 */
export const productSupplierQuotes = pgTable(
  "product_supplier_quotes",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull(),
    supplierId: integer("supplier_id").notNull(),
    cotacaoUsd: numeric("cotacao_usd", { precision: 14, scale: 2 }).notNull(),
    cotadoEm: timestamptz("cotado_em").notNull().defaultNow(),
    validaAte: date("valida_ate", { mode: "string" }),
    moq: integer("moq"),
    leadTimeDias: integer("lead_time_dias"),
    incoterm: text("incoterm"),
    /** The rates in force when recorded; null when unknown (rows older than this table, a failed lookup). */
    usdBrl: numeric("usd_brl", { precision: 12, scale: 6 }),
    usdCny: numeric("usd_cny", { precision: 12, scale: 6 }),
    autorId: integer("autor_id").references(() => users.id, { onDelete: "set null" }),
    ...originalPriceColumns(),
    /** Recorded from the supplier's answer by link (no author: the history says 'Fornecedor (link)'). */
    viaLink: boolean("via_link").notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: "product_supplier_quotes_pair_fk",
      columns: [t.productId, t.supplierId],
      foreignColumns: [productSuppliers.productId, productSuppliers.supplierId],
    }).onDelete("cascade"),
    index("product_supplier_quotes_pair_idx").on(t.productId, t.supplierId, t.cotadoEm.desc(), t.id.desc()),
    index("product_supplier_quotes_autor_idx").on(t.autorId),
    check("product_supplier_quotes_incoterm_check", sql`incoterm in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP')`),
  ],
);

// ---------------------------------------------------------------- import parameters (landed cost)

/**
 * Every version of the landed cost's parameters (docs/decisions/0045-import-params-versions.md): a change of
 * law is a new row, never an update. The current version is the highest `versao`.
 */
export const importParamVersions = pgTable("import_param_versions", {
  versao: integer("versao").primaryKey(),
  freteUsdPorM3: numeric("frete_usd_por_m3", { precision: 14, scale: 2 }).notNull(),
  freteUsdPorKg: numeric("frete_usd_por_kg", { precision: 14, scale: 4 }).notNull(),
  seguroPct: numeric("seguro_pct", { precision: 7, scale: 4 }).notNull(),
  afrmmPct: numeric("afrmm_pct", { precision: 7, scale: 4 }).notNull(),
  despesasBrlPorEmbarque: numeric("despesas_brl_por_embarque", { precision: 14, scale: 2 }).notNull(),
  /** Portaria ME 4.131/2021: per declaration, and per addition (the product is one addition). */
  siscomexBrlPorDeclaracao: numeric("siscomex_brl_por_declaracao", { precision: 14, scale: 2 }).notNull().default("115.67"),
  siscomexBrlPorAdicao: numeric("siscomex_brl_por_adicao", { precision: 14, scale: 2 }).notNull().default("38.56"),
  unidadesPorEmbarque: integer("unidades_por_embarque").notNull(),
  /** Days from shipment to clearance for a country not in import_param_transit. */
  transitoDiasPadrao: integer("transito_dias_padrao").notNull().default(30),
  /** The importer's own regime (contract/landed-cost/tax-regimes.ts, IMPORTER_REGIMES): which taxes it credits. */
  regimeImportador: text("regime_importador").notNull().default("lucro_real"),
  /** Null: the example values written at start-up. */
  authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamptz("created_at").notNull().defaultNow(),
});

/** Each product category's NCM, II and IPI in one version of the parameters. */
export const importParamCategoryRates = pgTable(
  "import_param_category_rates",
  {
    versao: integer("versao")
      .notNull()
      .references(() => importParamVersions.versao, { onDelete: "cascade" }),
    categoriaId: integer("id_categoria")
      .notNull()
      .references(() => productCategories.id, { onDelete: "cascade" }),
    ncm: char("ncm", { length: 8 }).notNull(),
    iiPct: numeric("ii_pct", { precision: 7, scale: 4 }).notNull(),
    ipiPct: numeric("ipi_pct", { precision: 7, scale: 4 }).notNull(),
    /** The Imposto Seletivo, where the category's goods are among LC 214/2025 art. 409's (0 elsewhere). */
    isPct: numeric("is_pct", { precision: 7, scale: 4 }).notNull().default("0"),
  },
  (t) => [primaryKey({ columns: [t.versao, t.categoriaId] })],
);

/**
 * The tax regimes of one version (contract/landed-cost/tax-regimes.ts): each with its vigência (days of clearance, both ends
 * included, null for none) and its rates; no two of a version share a day (the API refuses it).
 */
export const importParamRegimes = pgTable(
  "import_param_regimes",
  {
    versao: integer("versao")
      .notNull()
      .references(() => importParamVersions.versao, { onDelete: "cascade" }),
    posicao: integer("posicao").notNull(),
    nome: text("nome").notNull(),
    vigenteDe: date("vigente_de", { mode: "string" }),
    vigenteAte: date("vigente_ate", { mode: "string" }),
    pisPct: numeric("pis_pct", { precision: 7, scale: 4 }).notNull(),
    cofinsPct: numeric("cofins_pct", { precision: 7, scale: 4 }).notNull(),
    cbsPct: numeric("cbs_pct", { precision: 7, scale: 4 }).notNull(),
    ibsPct: numeric("ibs_pct", { precision: 7, scale: 4 }).notNull(),
    icmsPct: numeric("icms_pct", { precision: 7, scale: 4 }).notNull(),
    cbsIbsCobrados: boolean("cbs_ibs_cobrados").notNull(),
    ipiSomenteZfm: boolean("ipi_somente_zfm").notNull(),
    impostoSeletivo: boolean("imposto_seletivo").notNull(),
    cbsIbsNaBaseDoIcms: boolean("cbs_ibs_na_base_do_icms").notNull(),
    estimativa: text("estimativa"),
  },
  (t) => [primaryKey({ columns: [t.versao, t.posicao] })],
);

/** The transit time from a country of origin to the clearance (days), per version. */
export const importParamTransit = pgTable(
  "import_param_transit",
  {
    versao: integer("versao")
      .notNull()
      .references(() => importParamVersions.versao, { onDelete: "cascade" }),
    codPais: text("cod_pais").notNull(),
    dias: integer("dias").notNull(),
  },
  (t) => [primaryKey({ columns: [t.versao, t.codPais] })],
);

/** The antidumping measures of one version (contract/landed-cost/antidumping.ts), in the order given. */
export const importParamAntidumping = pgTable(
  "import_param_antidumping",
  {
    versao: integer("versao")
      .notNull()
      .references(() => importParamVersions.versao, { onDelete: "cascade" }),
    posicao: integer("posicao").notNull(),
    ncmPrefixo: varchar("ncm_prefixo", { length: 8 }).notNull(),
    codPais: text("cod_pais").notNull(),
    descricao: text("descricao").notNull(),
    tipo: text("tipo").notNull(),
    valor: numeric("valor", { precision: 14, scale: 4 }).notNull(),
    resolucao: text("resolucao").notNull(),
    vigenteDe: date("vigente_de", { mode: "string" }),
    vigenteAte: date("vigente_ate", { mode: "string" }),
  },
  (t) => [
    primaryKey({ columns: [t.versao, t.posicao] }),
    check("import_param_antidumping_tipo_check", sql`tipo in ('usd_kg', 'usd_unidade', 'pct')`),
  ],
);

/**
 * The container types of one version of the parameters (docs/landed-cost.md, "Contêineres"), in the order given
 * (`posicao`): usable m³, maximum cargo and the ocean freight of one container.
 */
export const importParamContainers = pgTable(
  "import_param_containers",
  {
    versao: integer("versao")
      .notNull()
      .references(() => importParamVersions.versao, { onDelete: "cascade" }),
    posicao: integer("posicao").notNull(),
    tipo: text("tipo").notNull(),
    m3Util: numeric("m3_util", { precision: 14, scale: 2 }).notNull(),
    kgMax: numeric("kg_max", { precision: 14, scale: 2 }).notNull(),
    freteUsd: numeric("frete_usd", { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.versao, t.posicao] }),
    uniqueIndex("import_param_containers_tipo_idx").on(t.versao, sql`upper(${t.tipo})`),
  ],
);

// ---------------------------------------------------------------- activity history

/**
 * What changed in a supplier, sourcing or product, who changed it and when (docs/decisions/0054-activity-history.md):
 * one row per changed field, written in the transaction of the change. A sourcing's supplier links and a
 * product's quotes are recorded under the sourcing and the product, with the supplier in `subject`.
 */
export const activity = pgTable(
  "activity",
  {
    id: serial("id").primaryKey(),
    /** supplier | sourcing | product (contract/activity/activity.ts). */
    entityType: text("entity_type").notNull(),
    entityId: integer("entity_id").notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Done by a supplier through its quote request link (no user: the history says 'Fornecedor (link)'). */
    viaLink: boolean("via_link").notNull().default(false),
    /** criou | alterou | adicionou | removeu */
    action: text("action").notNull(),
    /** A key of the record type's tracked fields; null for `criou`. */
    field: text("field"),
    /** `{id, nome}` of the supplier a link's or a quote's change is about. */
    subject: jsonb("subject"),
    oldValue: jsonb("old_value"),
    newValue: jsonb("new_value"),
    at: timestamptz("at").notNull().defaultNow(),
  },
  (t) => [
    index("activity_entity_idx").on(t.entityType, t.entityId, t.at.desc(), t.id.desc()),
    index("activity_actor_idx").on(t.actorId),
    check("activity_entity_type_check", sql`entity_type in ('supplier', 'sourcing', 'product')`),
    check("activity_action_check", sql`action in ('criou', 'alterou', 'adicionou', 'removeu')`),
  ],
);

// ---------------------------------------------------------------- caches

/**
 * One row whose `version` grows at the commit of every change to the data that lists count and lookups show
 * (triggers in migration 0009): a count or lookup cached under a version is current while the version is
 * (docs/decisions/0037-data-version-caches.md).
 */
export const dataVersion = pgTable("data_version", {
  id: integer("id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
  /** The transaction that last bumped it: one bump per transaction, however many rows it changed. */
  lastTxid: bigint("last_txid", { mode: "number" }),
});
