-- A quote link ends with its supplier's place in the sourcing (ADR 0072): links left in force before that rule, for a
-- supplier since removed from the sourcing or in a final status (Arquivo, Cancelado, Concluído), are revoked now, so
-- the staff's panel shows them as revoked, as it shows those ended since. The API already answers them 410.
UPDATE "rfq_links" AS l
SET "revoked_at" = now()
WHERE l."revoked_at" IS NULL
  AND NOT EXISTS (
    SELECT 1 FROM "sourcing_suppliers" AS s
    WHERE s."id_sourcing" = l."id_sourcing"
      AND s."id_supplier" = l."id_supplier"
      AND s."status" NOT IN ('Arquivo', 'Cancelado', 'Concluído')
  );
