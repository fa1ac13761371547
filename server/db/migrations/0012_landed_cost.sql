CREATE TABLE "import_param_category_rates" (
	"versao" integer NOT NULL,
	"id_categoria" integer NOT NULL,
	"ncm" char(8) NOT NULL,
	"ii_pct" numeric(7, 4) NOT NULL,
	"ipi_pct" numeric(7, 4) NOT NULL,
	CONSTRAINT "import_param_category_rates_versao_id_categoria_pk" PRIMARY KEY("versao","id_categoria")
);
--> statement-breakpoint
CREATE TABLE "import_param_versions" (
	"versao" integer PRIMARY KEY NOT NULL,
	"frete_usd_por_m3" numeric(14, 2) NOT NULL,
	"frete_usd_por_kg" numeric(14, 4) NOT NULL,
	"seguro_pct" numeric(7, 4) NOT NULL,
	"pis_pct" numeric(7, 4) NOT NULL,
	"cofins_pct" numeric(7, 4) NOT NULL,
	"afrmm_pct" numeric(7, 4) NOT NULL,
	"icms_pct" numeric(7, 4) NOT NULL,
	"despesas_brl_por_embarque" numeric(14, 2) NOT NULL,
	"unidades_por_embarque" integer NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ncm" char(8);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ii_pct" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ipi_pct" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "import_param_category_rates" ADD CONSTRAINT "import_param_category_rates_versao_import_param_versions_versao_fk" FOREIGN KEY ("versao") REFERENCES "public"."import_param_versions"("versao") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_param_category_rates" ADD CONSTRAINT "import_param_category_rates_id_categoria_product_categories_id_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_param_versions" ADD CONSTRAINT "import_param_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;