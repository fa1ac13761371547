-- Search on the stored folded name (same trigram index, now on a plain column).
DROP INDEX IF EXISTS suppliers_nome_search_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS suppliers_nome_busca_trgm_idx ON suppliers USING gin (nome_busca gin_trgm_ops);
--> statement-breakpoint
-- suppliers.avg_nota follows every change of a link, whoever writes it.
CREATE OR REPLACE FUNCTION refresh_supplier_avg_nota() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE suppliers SET avg_nota = (
      SELECT round(avg(nota), 1) FROM sourcing_suppliers WHERE id_supplier = NEW.id_supplier AND nota IS NOT NULL
    ) WHERE id = NEW.id_supplier;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    IF TG_OP = 'DELETE' OR OLD.id_supplier <> NEW.id_supplier THEN
      UPDATE suppliers SET avg_nota = (
        SELECT round(avg(nota), 1) FROM sourcing_suppliers WHERE id_supplier = OLD.id_supplier AND nota IS NOT NULL
      ) WHERE id = OLD.id_supplier;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER sourcing_suppliers_avg_nota
  AFTER INSERT OR DELETE OR UPDATE OF nota, id_supplier ON sourcing_suppliers
  FOR EACH ROW EXECUTE FUNCTION refresh_supplier_avg_nota();
--> statement-breakpoint
UPDATE suppliers s SET avg_nota = (
  SELECT round(avg(nota), 1) FROM sourcing_suppliers ss WHERE ss.id_supplier = s.id AND ss.nota IS NOT NULL
);
