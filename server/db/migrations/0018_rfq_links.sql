CREATE TABLE "rfq_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_sourcing" integer NOT NULL,
	"id_supplier" integer NOT NULL,
	"token_hash" char(64) NOT NULL,
	"prazo" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "rfq_links" ADD CONSTRAINT "rfq_links_id_sourcing_sourcings_id_fk" FOREIGN KEY ("id_sourcing") REFERENCES "public"."sourcings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_links" ADD CONSTRAINT "rfq_links_id_supplier_suppliers_id_fk" FOREIGN KEY ("id_supplier") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_links" ADD CONSTRAINT "rfq_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_links_token_idx" ON "rfq_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "rfq_links_active_pair_idx" ON "rfq_links" USING btree ("id_sourcing","id_supplier") WHERE "rfq_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "rfq_links_pair_idx" ON "rfq_links" USING btree ("id_sourcing","id_supplier","id");