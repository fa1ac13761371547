CREATE TABLE "product_supplier_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"cotacao_usd" numeric(14, 2) NOT NULL,
	"cotado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"valida_ate" date,
	"moq" integer,
	"lead_time_dias" integer,
	"incoterm" text,
	"usd_brl" numeric(12, 6),
	"usd_cny" numeric(12, 6),
	"autor_id" integer,
	CONSTRAINT "product_supplier_quotes_incoterm_check" CHECK (incoterm in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP'))
);
--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "valida_ate" date;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "moq" integer;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "lead_time_dias" integer;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "incoterm" text;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "cotado_em" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "product_supplier_quotes" ADD CONSTRAINT "product_supplier_quotes_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_supplier_quotes" ADD CONSTRAINT "product_supplier_quotes_pair_fk" FOREIGN KEY ("product_id","supplier_id") REFERENCES "public"."product_suppliers"("product_id","supplier_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_supplier_quotes_pair_idx" ON "product_supplier_quotes" USING btree ("product_id","supplier_id","cotado_em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_supplier_quotes_autor_idx" ON "product_supplier_quotes" USING btree ("autor_id");--> statement-breakpoint
CREATE INDEX "product_suppliers_product_valida_ate_idx" ON "product_suppliers" USING btree ("product_id","valida_ate") WHERE valida_ate is not null;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD CONSTRAINT "product_suppliers_incoterm_check" CHECK (incoterm in ('EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP', 'DDP'));--> statement-breakpoint
-- Each quote saved before the history existed becomes its pair's first row, dated when its value last changed;
-- its rates and author were not recorded (null).
UPDATE "product_suppliers" SET "cotado_em" = "updated_at";--> statement-breakpoint
INSERT INTO "product_supplier_quotes" ("product_id", "supplier_id", "cotacao_usd", "cotado_em")
SELECT "product_id", "supplier_id", "cotacao", "updated_at" FROM "product_suppliers";
