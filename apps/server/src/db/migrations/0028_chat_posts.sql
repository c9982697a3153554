CREATE TABLE "chat_connections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"url_sealed" text NOT NULL,
	"url_masked" text NOT NULL,
	"events" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_connections" ADD CONSTRAINT "chat_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_connections" ADD CONSTRAINT "chat_connections_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_connections" ADD CONSTRAINT "chat_connections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_connections_company_id_idx" ON "chat_connections" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "chat_connections_game_idx" ON "chat_connections" USING btree ("game_id");