CREATE TABLE "comment_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text DEFAULT 'application/octet-stream' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" char(2) NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "product_categories_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "product_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"cotacao" numeric(14, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(255) NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"id_categoria" integer NOT NULL,
	"unidade_medida" text NOT NULL,
	"cubagem" numeric(12, 3),
	"peso" numeric(12, 2),
	"image_key" text,
	"image_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "segments_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "sources_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "sourcing_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "sourcing_categories_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "sourcing_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_sourcing" integer NOT NULL,
	"id_user" integer NOT NULL,
	"comentario" text NOT NULL,
	"html" text NOT NULL,
	"dt_enviado" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"sourcing_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_sourcing" integer NOT NULL,
	"id_supplier" integer NOT NULL,
	"status" text DEFAULT 'Não iniciado' NOT NULL,
	"nota" numeric(3, 1),
	"justificativa" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcings" (
	"id" serial PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"id_categoria" integer NOT NULL,
	"status" text DEFAULT 'Não iniciado' NOT NULL,
	"dt_adicionado" timestamp with time zone DEFAULT now() NOT NULL,
	"dt_inicio" timestamp with time zone,
	"dt_estimado" date,
	"dt_finalizado" timestamp with time zone,
	"id_responsavel" integer,
	"id_comercial" integer,
	"budget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
CREATE TABLE "supplier_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"type" varchar(16) NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text DEFAULT 'application/octet-stream' NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	CONSTRAINT "supplier_types_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" text NOT NULL,
	"id_tipo" integer NOT NULL,
	"id_segmento" integer NOT NULL,
	"id_source" integer NOT NULL,
	"cod_pais" char(2) NOT NULL,
	"blacklisted" boolean DEFAULT false NOT NULL,
	"contato_nome" text DEFAULT '' NOT NULL,
	"contato_telefone" text DEFAULT '' NOT NULL,
	"contato_email" text DEFAULT '' NOT NULL,
	"contato_wechat" text DEFAULT '' NOT NULL,
	"contato_website" text DEFAULT '' NOT NULL,
	"contato_endereco" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY NOT NULL,
	"nome" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"team_id" integer NOT NULL,
	"is_superuser" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	"profile_pic_key" text,
	"profile_pic_type" text
);
--> statement-breakpoint
ALTER TABLE "comment_attachments" ADD CONSTRAINT "comment_attachments_comment_id_sourcing_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."sourcing_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD CONSTRAINT "product_suppliers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_suppliers" ADD CONSTRAINT "product_suppliers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_id_categoria_product_categories_id_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_comments" ADD CONSTRAINT "sourcing_comments_id_sourcing_sourcings_id_fk" FOREIGN KEY ("id_sourcing") REFERENCES "public"."sourcings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_comments" ADD CONSTRAINT "sourcing_comments_id_user_users_id_fk" FOREIGN KEY ("id_user") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_files" ADD CONSTRAINT "sourcing_files_sourcing_id_sourcings_id_fk" FOREIGN KEY ("sourcing_id") REFERENCES "public"."sourcings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_suppliers" ADD CONSTRAINT "sourcing_suppliers_id_sourcing_sourcings_id_fk" FOREIGN KEY ("id_sourcing") REFERENCES "public"."sourcings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcing_suppliers" ADD CONSTRAINT "sourcing_suppliers_id_supplier_suppliers_id_fk" FOREIGN KEY ("id_supplier") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcings" ADD CONSTRAINT "sourcings_id_categoria_sourcing_categories_id_fk" FOREIGN KEY ("id_categoria") REFERENCES "public"."sourcing_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcings" ADD CONSTRAINT "sourcings_id_responsavel_users_id_fk" FOREIGN KEY ("id_responsavel") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcings" ADD CONSTRAINT "sourcings_id_comercial_users_id_fk" FOREIGN KEY ("id_comercial") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sourcings" ADD CONSTRAINT "sourcings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_documents" ADD CONSTRAINT "supplier_documents_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_id_tipo_supplier_types_id_fk" FOREIGN KEY ("id_tipo") REFERENCES "public"."supplier_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_id_segmento_segments_id_fk" FOREIGN KEY ("id_segmento") REFERENCES "public"."segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_id_source_sources_id_fk" FOREIGN KEY ("id_source") REFERENCES "public"."sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_cod_pais_countries_code_fk" FOREIGN KEY ("cod_pais") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_attachments_comment_idx" ON "comment_attachments" USING btree ("comment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_suppliers_pair_idx" ON "product_suppliers" USING btree ("product_id","supplier_id");--> statement-breakpoint
CREATE INDEX "product_suppliers_supplier_idx" ON "product_suppliers" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_categoria_idx" ON "products" USING btree ("id_categoria");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_idx" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sourcing_comments_sourcing_idx" ON "sourcing_comments" USING btree ("id_sourcing");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_files_name_idx" ON "sourcing_files" USING btree ("sourcing_id","filename");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_suppliers_pair_idx" ON "sourcing_suppliers" USING btree ("id_sourcing","id_supplier");--> statement-breakpoint
CREATE INDEX "sourcing_suppliers_supplier_idx" ON "sourcing_suppliers" USING btree ("id_supplier");--> statement-breakpoint
CREATE INDEX "sourcings_status_idx" ON "sourcings" USING btree ("status");--> statement-breakpoint
CREATE INDEX "sourcings_categoria_idx" ON "sourcings" USING btree ("id_categoria");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_documents_supplier_type_idx" ON "supplier_documents" USING btree ("supplier_id","type");--> statement-breakpoint
CREATE INDEX "suppliers_tipo_idx" ON "suppliers" USING btree ("id_tipo");--> statement-breakpoint
CREATE INDEX "suppliers_segmento_idx" ON "suppliers" USING btree ("id_segmento");--> statement-breakpoint
CREATE INDEX "suppliers_source_idx" ON "suppliers" USING btree ("id_source");--> statement-breakpoint
CREATE INDEX "suppliers_pais_idx" ON "suppliers" USING btree ("cod_pais");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_team_idx" ON "users" USING btree ("team_id");