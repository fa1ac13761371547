ALTER TABLE "countries" ADD COLUMN "nome_ordem" text GENERATED ALWAYS AS (lower(f_unaccent(nome))) STORED;--> statement-breakpoint
ALTER TABLE "segments" ADD COLUMN "nome_ordem" text GENERATED ALWAYS AS (lower(f_unaccent(nome))) STORED;--> statement-breakpoint
ALTER TABLE "sources" ADD COLUMN "nome_ordem" text GENERATED ALWAYS AS (lower(f_unaccent(nome))) STORED;--> statement-breakpoint
ALTER TABLE "supplier_types" ADD COLUMN "nome_ordem" text GENERATED ALWAYS AS (lower(f_unaccent(nome))) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "nome_busca" text GENERATED ALWAYS AS (lower(f_unaccent(nome))) STORED;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "avg_nota" numeric(3, 1);--> statement-breakpoint
CREATE INDEX "suppliers_nome_busca_idx" ON "suppliers" USING btree ("nome_busca","id");--> statement-breakpoint
CREATE INDEX "suppliers_avg_nota_idx" ON "suppliers" USING btree ("avg_nota","id");