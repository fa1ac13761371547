CREATE TABLE "certificate_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "certificate_types_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "supplier_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_supplier" integer NOT NULL,
	"id_tipo" integer NOT NULL,
	"numero" text DEFAULT '' NOT NULL,
	"emissor" text DEFAULT '' NOT NULL,
	"emitido_em" date,
	"valido_ate" date,
	"observacoes" text DEFAULT '' NOT NULL,
	"storage_key" text,
	"filename" text,
	"size" bigint,
	"content_type" text,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_certificates_validade_check" CHECK (emitido_em is null or valido_ate is null or valido_ate >= emitido_em),
	CONSTRAINT "supplier_certificates_arquivo_check" CHECK ((storage_key is null) = (filename is null) and (storage_key is null) = (size is null) and (storage_key is null) = (content_type is null) and (storage_key is null) = (uploaded_at is null))
);
--> statement-breakpoint
ALTER TABLE "supplier_certificates" ADD CONSTRAINT "supplier_certificates_id_supplier_suppliers_id_fk" FOREIGN KEY ("id_supplier") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_certificates" ADD CONSTRAINT "supplier_certificates_id_tipo_certificate_types_id_fk" FOREIGN KEY ("id_tipo") REFERENCES "public"."certificate_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_certificates_supplier_validade_idx" ON "supplier_certificates" USING btree ("id_supplier","valido_ate");--> statement-breakpoint
CREATE INDEX "supplier_certificates_tipo_idx" ON "supplier_certificates" USING btree ("id_tipo");--> statement-breakpoint
-- The certificate types an importer meets (docs/decisions/0070-supplier-certificates.md), seeded here once rather
-- at every start-up: a type the administrator deletes stays deleted.
INSERT INTO "certificate_types" ("nome") VALUES ('Licença comercial'), ('ISO 9001'), ('Auditoria BSCI'), ('Auditoria SMETA'), ('Inspeção de qualidade'), ('Certificação Inmetro'), ('Outro') ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The lookup's cached list (GET /api/suppliers/certificados/tipos/) and the supplier list's cached totals (its
-- `certificado` filter) follow the data version (docs/decisions/0037-data-version-caches.md).
CREATE CONSTRAINT TRIGGER certificate_types_data_version AFTER INSERT OR UPDATE OR DELETE ON certificate_types DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER supplier_certificates_data_version AFTER INSERT OR UPDATE OR DELETE ON supplier_certificates DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
