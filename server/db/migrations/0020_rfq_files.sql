CREATE TABLE "rfq_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_sourcing" integer NOT NULL,
	"id_supplier" integer NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rfq_files" ADD CONSTRAINT "rfq_files_id_sourcing_sourcings_id_fk" FOREIGN KEY ("id_sourcing") REFERENCES "public"."sourcings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_files" ADD CONSTRAINT "rfq_files_id_supplier_suppliers_id_fk" FOREIGN KEY ("id_supplier") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_files_pair_idx" ON "rfq_files" USING btree ("id_sourcing","id_supplier","id");--> statement-breakpoint
CREATE INDEX "rfq_files_supplier_idx" ON "rfq_files" USING btree ("id_supplier");