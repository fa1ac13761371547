CREATE TABLE "sourcing_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_sourcing" integer NOT NULL,
	"id_product" integer NOT NULL,
	"quantidade" integer NOT NULL,
	"incoterm" text DEFAULT 'FOB' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sourcing_items" ADD CONSTRAINT "sourcing_items_id_sourcing_sourcings_id_fk" FOREIGN KEY ("id_sourcing") REFERENCES "public"."sourcings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_items" ADD CONSTRAINT "sourcing_items_id_product_products_id_fk" FOREIGN KEY ("id_product") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_items_pair_idx" ON "sourcing_items" USING btree ("id_sourcing","id_product");--> statement-breakpoint
CREATE INDEX "sourcing_items_product_idx" ON "sourcing_items" USING btree ("id_product");