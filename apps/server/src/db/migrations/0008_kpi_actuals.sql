CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" uuid,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kpi_actuals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"kpi_id" uuid NOT NULL,
	"set_time_id" uuid,
	"user_id" uuid,
	"team_id" uuid,
	"value" numeric(18, 4) NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"entered_by" uuid,
	"api_key_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_actuals_one_subject" CHECK (("kpi_actuals"."user_id" is null) <> ("kpi_actuals"."team_id" is null))
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_actuals" ADD CONSTRAINT "kpi_actuals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_actuals" ADD CONSTRAINT "kpi_actuals_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_actuals" ADD CONSTRAINT "kpi_actuals_kpi_id_kpis_id_fk" FOREIGN KEY ("kpi_id") REFERENCES "public"."kpis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_actuals" ADD CONSTRAINT "kpi_actuals_set_time_id_set_times_id_fk" FOREIGN KEY ("set_time_id") REFERENCES "public"."set_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_actuals" ADD CONSTRAINT "kpi_actuals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_actuals" ADD CONSTRAINT "kpi_actuals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_actuals" ADD CONSTRAINT "kpi_actuals_entered_by_users_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kpi_actuals" ADD CONSTRAINT "kpi_actuals_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_company_id_idx" ON "api_keys" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_secret_hash_key" ON "api_keys" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "kpi_actuals_company_id_idx" ON "kpi_actuals" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "kpi_actuals_game_idx" ON "kpi_actuals" USING btree ("game_id","set_time_id");--> statement-breakpoint
CREATE INDEX "kpi_actuals_user_idx" ON "kpi_actuals" USING btree ("game_id","user_id");--> statement-breakpoint
CREATE INDEX "kpi_actuals_team_idx" ON "kpi_actuals" USING btree ("team_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_actuals_one_key" ON "kpi_actuals" USING btree ("kpi_id",coalesce("set_time_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("user_id", '00000000-0000-0000-0000-000000000000'::uuid),coalesce("team_id", '00000000-0000-0000-0000-000000000000'::uuid));
