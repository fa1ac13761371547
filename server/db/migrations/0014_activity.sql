CREATE TABLE "activity" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"field" text,
	"subject" jsonb,
	"old_value" jsonb,
	"new_value" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_entity_type_check" CHECK (entity_type in ('supplier', 'sourcing', 'product')),
	CONSTRAINT "activity_action_check" CHECK (action in ('criou', 'alterou', 'adicionou', 'removeu'))
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_entity_idx" ON "activity" USING btree ("entity_type","entity_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activity_actor_idx" ON "activity" USING btree ("actor_id");