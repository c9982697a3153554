CREATE TABLE "set_times" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"reopened_at" timestamp with time zone,
	"reopened_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "set_time_results" (
	"company_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"set_time_id" uuid,
	"kind" text NOT NULL,
	"user_id" uuid,
	"team_id" uuid NOT NULL,
	"behaviour_points" integer DEFAULT 0 NOT NULL,
	"quiz_points" integer DEFAULT 0 NOT NULL,
	"kpi_points" integer DEFAULT 0 NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"rank" integer NOT NULL,
	"frozen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "results_frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "results_reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "results_reopened_by" uuid;--> statement-breakpoint
ALTER TABLE "set_times" ADD CONSTRAINT "set_times_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_times" ADD CONSTRAINT "set_times_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_times" ADD CONSTRAINT "set_times_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_time_results" ADD CONSTRAINT "set_time_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_time_results" ADD CONSTRAINT "set_time_results_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_time_results" ADD CONSTRAINT "set_time_results_set_time_id_set_times_id_fk" FOREIGN KEY ("set_time_id") REFERENCES "public"."set_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_time_results" ADD CONSTRAINT "set_time_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "set_time_results" ADD CONSTRAINT "set_time_results_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_results_reopened_by_users_id_fk" FOREIGN KEY ("results_reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_kpis" ADD CONSTRAINT "target_kpis_set_time_id_set_times_id_fk" FOREIGN KEY ("set_time_id") REFERENCES "public"."set_times"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "set_times_company_id_idx" ON "set_times" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "set_times_game_idx" ON "set_times" USING btree ("game_id","starts_on");--> statement-breakpoint
CREATE INDEX "set_times_open_idx" ON "set_times" USING btree ("ends_on") WHERE "set_times"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "set_time_results_company_id_idx" ON "set_time_results" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "set_time_results_set_idx" ON "set_time_results" USING btree ("set_time_id","kind","rank");--> statement-breakpoint
CREATE INDEX "set_time_results_game_idx" ON "set_time_results" USING btree ("game_id","kind","rank") WHERE "set_time_results"."set_time_id" is null;
