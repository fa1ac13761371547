CREATE TABLE "import_param_containers" (
	"versao" integer NOT NULL,
	"posicao" integer NOT NULL,
	"tipo" text NOT NULL,
	"m3_util" numeric(14, 2) NOT NULL,
	"kg_max" numeric(14, 2) NOT NULL,
	"frete_usd" numeric(14, 2) NOT NULL,
	CONSTRAINT "import_param_containers_versao_posicao_pk" PRIMARY KEY("versao","posicao")
);
--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "unidades_por_caixa" integer;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "caixa_cubagem_m3" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "caixa_peso_kg" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "unidades_por_caixa" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "caixa_cubagem_m3" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "caixa_peso_kg" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "import_param_containers" ADD CONSTRAINT "import_param_containers_versao_import_param_versions_versao_fk" FOREIGN KEY ("versao") REFERENCES "public"."import_param_versions"("versao") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_param_containers_tipo_idx" ON "import_param_containers" USING btree ("versao",upper("tipo"));--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD CONSTRAINT "product_suppliers_caixa_check" CHECK ((unidades_por_caixa is null or unidades_por_caixa >= 1) and (caixa_cubagem_m3 is null or caixa_cubagem_m3 > 0) and (caixa_peso_kg is null or caixa_peso_kg > 0));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_caixa_check" CHECK ((unidades_por_caixa is null or unidades_por_caixa >= 1) and (caixa_cubagem_m3 is null or caixa_cubagem_m3 > 0) and (caixa_peso_kg is null or caixa_peso_kg > 0));--> statement-breakpoint
-- The example container types (contract/containers.ts, EXAMPLE_CONTAINERS) for the version in force, so an
-- existing database compares shipments at once; an empty table gets them with version 1 at start-up instead.
INSERT INTO "import_param_containers" ("versao", "posicao", "tipo", "m3_util", "kg_max", "frete_usd")
SELECT "current"."versao", "example"."posicao", "example"."tipo", "example"."m3_util", "example"."kg_max", "example"."frete_usd"
FROM (SELECT max("versao") AS "versao" FROM "import_param_versions") AS "current"
CROSS JOIN (VALUES (1, '20', 28, 21700, 2500), (2, '40', 58, 26500, 4000), (3, '40HC', 68, 26300, 4300))
  AS "example" ("posicao", "tipo", "m3_util", "kg_max", "frete_usd")
WHERE "current"."versao" IS NOT NULL;
