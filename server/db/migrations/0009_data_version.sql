CREATE TABLE "data_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"last_txid" bigint
);
--> statement-breakpoint
INSERT INTO "data_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Once per transaction, at its commit: the version is locked only while the transaction ends, so a writer
-- never holds it while waiting for a record another writer holds (no deadlock), and a reader that sees the new
-- version also sees the changes.
CREATE OR REPLACE FUNCTION bump_data_version() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.data_version_bumped', true) = 'yes' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('app.data_version_bumped', 'yes', true);
  UPDATE data_version SET version = version + 1, last_txid = txid_current() WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER suppliers_data_version AFTER INSERT OR UPDATE OR DELETE ON suppliers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER supplier_documents_data_version AFTER INSERT OR UPDATE OR DELETE ON supplier_documents DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sourcings_data_version AFTER INSERT OR UPDATE OR DELETE ON sourcings DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sourcing_suppliers_data_version AFTER INSERT OR UPDATE OR DELETE ON sourcing_suppliers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_data_version AFTER INSERT OR UPDATE OR DELETE ON products DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_suppliers_data_version AFTER INSERT OR UPDATE OR DELETE ON product_suppliers DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER supplier_types_data_version AFTER INSERT OR UPDATE OR DELETE ON supplier_types DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER segments_data_version AFTER INSERT OR UPDATE OR DELETE ON segments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sources_data_version AFTER INSERT OR UPDATE OR DELETE ON sources DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER countries_data_version AFTER INSERT OR UPDATE OR DELETE ON countries DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER sourcing_categories_data_version AFTER INSERT OR UPDATE OR DELETE ON sourcing_categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_categories_data_version AFTER INSERT OR UPDATE OR DELETE ON product_categories DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bump_data_version();
