ALTER TABLE "import_param_versions" DROP COLUMN "pis_pct";--> statement-breakpoint
ALTER TABLE "import_param_versions" DROP COLUMN "cofins_pct";--> statement-breakpoint
ALTER TABLE "import_param_versions" DROP COLUMN "icms_pct";