CREATE TABLE "import_param_antidumping" (
	"versao" integer NOT NULL,
	"posicao" integer NOT NULL,
	"ncm_prefixo" varchar(8) NOT NULL,
	"cod_pais" text NOT NULL,
	"descricao" text NOT NULL,
	"tipo" text NOT NULL,
	"valor" numeric(14, 4) NOT NULL,
	"resolucao" text NOT NULL,
	"vigente_de" date,
	"vigente_ate" date,
	CONSTRAINT "import_param_antidumping_versao_posicao_pk" PRIMARY KEY("versao","posicao"),
	CONSTRAINT "import_param_antidumping_tipo_check" CHECK (tipo in ('usd_kg', 'usd_unidade', 'pct'))
);
--> statement-breakpoint
CREATE TABLE "import_param_regimes" (
	"versao" integer NOT NULL,
	"posicao" integer NOT NULL,
	"nome" text NOT NULL,
	"vigente_de" date,
	"vigente_ate" date,
	"pis_pct" numeric(7, 4) NOT NULL,
	"cofins_pct" numeric(7, 4) NOT NULL,
	"cbs_pct" numeric(7, 4) NOT NULL,
	"ibs_pct" numeric(7, 4) NOT NULL,
	"icms_pct" numeric(7, 4) NOT NULL,
	"cbs_ibs_cobrados" boolean NOT NULL,
	"ipi_somente_zfm" boolean NOT NULL,
	"imposto_seletivo" boolean NOT NULL,
	"cbs_ibs_na_base_do_icms" boolean NOT NULL,
	"estimativa" text,
	CONSTRAINT "import_param_regimes_versao_posicao_pk" PRIMARY KEY("versao","posicao")
);
--> statement-breakpoint
CREATE TABLE "import_param_transit" (
	"versao" integer NOT NULL,
	"cod_pais" text NOT NULL,
	"dias" integer NOT NULL,
	CONSTRAINT "import_param_transit_versao_cod_pais_pk" PRIMARY KEY("versao","cod_pais")
);
--> statement-breakpoint
ALTER TABLE "import_param_category_rates" ADD COLUMN "is_pct" numeric(7, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_param_versions" ADD COLUMN "siscomex_brl_por_declaracao" numeric(14, 2) DEFAULT '115.67' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_param_versions" ADD COLUMN "siscomex_brl_por_adicao" numeric(14, 2) DEFAULT '38.56' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_param_versions" ADD COLUMN "transito_dias_padrao" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_param_versions" ADD COLUMN "regime_importador" text DEFAULT 'lucro_real' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ipi_zfm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "antidumping_confirmado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "import_param_antidumping" ADD CONSTRAINT "import_param_antidumping_versao_import_param_versions_versao_fk" FOREIGN KEY ("versao") REFERENCES "public"."import_param_versions"("versao") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_param_regimes" ADD CONSTRAINT "import_param_regimes_versao_import_param_versions_versao_fk" FOREIGN KEY ("versao") REFERENCES "public"."import_param_versions"("versao") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_param_transit" ADD CONSTRAINT "import_param_transit_versao_import_param_versions_versao_fk" FOREIGN KEY ("versao") REFERENCES "public"."import_param_versions"("versao") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every older version's PIS, COFINS and ICMS become its one regime, without an end (what it computed with); the
-- version in force ends it on 2026-12-31 and gains the example 2027–2028 regime, transit times and antidumping
-- measure (contract/import-params.ts: EXAMPLE_REGIMES, EXAMPLE_TRANSIT, EXAMPLE_ANTIDUMPING), so an existing database
-- prices 2027 clearances at once. An empty table gets them with version 1 at start-up instead.
INSERT INTO "import_param_regimes" ("versao", "posicao", "nome", "vigente_de", "vigente_ate", "pis_pct", "cofins_pct", "cbs_pct",
  "ibs_pct", "icms_pct", "cbs_ibs_cobrados", "ipi_somente_zfm", "imposto_seletivo", "cbs_ibs_na_base_do_icms", "estimativa")
SELECT "v"."versao", 1, '2026', NULL,
  CASE WHEN "v"."versao" = (SELECT max("versao") FROM "import_param_versions") THEN DATE '2026-12-31' ELSE NULL END,
  "v"."pis_pct", "v"."cofins_pct", 0.9, 0.1, "v"."icms_pct", false, false, false, false, NULL
FROM "import_param_versions" AS "v";
--> statement-breakpoint
INSERT INTO "import_param_regimes" ("versao", "posicao", "nome", "vigente_de", "vigente_ate", "pis_pct", "cofins_pct", "cbs_pct",
  "ibs_pct", "icms_pct", "cbs_ibs_cobrados", "ipi_somente_zfm", "imposto_seletivo", "cbs_ibs_na_base_do_icms", "estimativa")
SELECT "v"."versao", 2, '2027–2028', DATE '2027-01-01', DATE '2028-12-31', 0, 0, 8.7, 0.1, "v"."icms_pct", true, true, true, true,
  'CBS estimada: alíquota de referência de 8,8 % (projeção publicada em fev/2026; o Senado ainda não a fixou, LC 214/2025, arts. 18 e 349) menos 0,1 ponto (ADCT, art. 127)'
FROM "import_param_versions" AS "v"
WHERE "v"."versao" = (SELECT max("versao") FROM "import_param_versions");
--> statement-breakpoint
INSERT INTO "import_param_transit" ("versao", "cod_pais", "dias")
SELECT "current"."versao", "example"."cod_pais", "example"."dias"
FROM (SELECT max("versao") AS "versao" FROM "import_param_versions") AS "current"
CROSS JOIN (VALUES ('cn', 40), ('in', 35), ('vn', 40), ('us', 20), ('de', 25), ('it', 25)) AS "example" ("cod_pais", "dias")
WHERE "current"."versao" IS NOT NULL;
--> statement-breakpoint
INSERT INTO "import_param_antidumping" ("versao", "posicao", "ncm_prefixo", "cod_pais", "descricao", "tipo", "valor", "resolucao",
  "vigente_de", "vigente_ate")
SELECT "current"."versao", 1, '6912', 'cn', 'Louça de mesa de cerâmica', 'usd_kg', 5.14, 'Resolução GECEX nº 830/2025',
  DATE '2025-12-22', DATE '2030-12-21'
FROM (SELECT max("versao") AS "versao" FROM "import_param_versions") AS "current"
WHERE "current"."versao" IS NOT NULL;
