ALTER TABLE "product_suppliers" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "image_type" text;--> statement-breakpoint
CREATE INDEX "product_suppliers_product_cotacao_idx" ON "product_suppliers" USING btree ("product_id","cotacao");--> statement-breakpoint
CREATE INDEX "products_nome_ordem_idx" ON "products" USING btree (lower(f_unaccent("nome")),"id");