CREATE TABLE "rfq_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_sourcing" integer NOT NULL,
	"id_supplier" integer NOT NULL,
	"id_rfq_link" integer NOT NULL,
	"revisao" integer,
	"itens" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "via_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_supplier_quotes" ADD COLUMN "preco_original" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "product_supplier_quotes" ADD COLUMN "moeda_original" text;--> statement-breakpoint
ALTER TABLE "product_supplier_quotes" ADD COLUMN "taxa_original" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "product_supplier_quotes" ADD COLUMN "via_link" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "preco_original" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "moeda_original" text;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD COLUMN "taxa_original" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "rfq_answers" ADD CONSTRAINT "rfq_answers_id_sourcing_sourcings_id_fk" FOREIGN KEY ("id_sourcing") REFERENCES "public"."sourcings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_answers" ADD CONSTRAINT "rfq_answers_id_supplier_suppliers_id_fk" FOREIGN KEY ("id_supplier") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_answers" ADD CONSTRAINT "rfq_answers_id_rfq_link_rfq_links_id_fk" FOREIGN KEY ("id_rfq_link") REFERENCES "public"."rfq_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_answers_revision_idx" ON "rfq_answers" USING btree ("id_sourcing","id_supplier","revisao");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_answers_draft_idx" ON "rfq_answers" USING btree ("id_sourcing","id_supplier") WHERE "rfq_answers"."revisao" is null;--> statement-breakpoint
CREATE INDEX "rfq_answers_link_idx" ON "rfq_answers" USING btree ("id_rfq_link");