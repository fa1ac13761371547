CREATE INDEX IF NOT EXISTS suppliers_nome_search_idx ON suppliers USING gin (lower(f_unaccent(nome)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sourcings_descricao_search_idx ON sourcings USING gin (lower(f_unaccent(descricao)) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS products_nome_search_idx ON products USING gin (lower(f_unaccent(nome)) gin_trgm_ops);
