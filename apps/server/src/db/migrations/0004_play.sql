CREATE TABLE "behaviour_logs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid,
	"behaviour_id" uuid NOT NULL,
	"day" date NOT NULL,
	"slot" integer NOT NULL,
	"points" integer NOT NULL,
	"status" text NOT NULL,
	"logged_by" uuid,
	"flagged" boolean DEFAULT false NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_decisions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"log_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "player_score_days" (
	"company_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"behaviour_points" integer DEFAULT 0 NOT NULL,
	"quiz_points" integer DEFAULT 0 NOT NULL,
	"kpi_points" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"log_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_score_days_game_id_user_id_day_pk" PRIMARY KEY("game_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "player_scores" (
	"company_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"behaviour_points" integer DEFAULT 0 NOT NULL,
	"quiz_points" integer DEFAULT 0 NOT NULL,
	"kpi_points" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"log_count" integer DEFAULT 0 NOT NULL,
	"pending_count" integer DEFAULT 0 NOT NULL,
	"flagged_count" integer DEFAULT 0 NOT NULL,
	"last_active_at" timestamp with time zone,
	CONSTRAINT "player_scores_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_scores" (
	"company_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"team_id" uuid PRIMARY KEY NOT NULL,
	"points" bigint DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "started_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "finished_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "public_id" text;--> statement-breakpoint
-- Existing games get a random public id (122 random bits); new ones get 128 from the server.
UPDATE "games" SET "public_id" = replace(gen_random_uuid()::text, '-', '');--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "public_id" SET NOT NULL;--> statement-breakpoint
-- Games that started or ended before in-app notices existed are not announced after the fact.
UPDATE "games" SET "started_notice_at" = now()
  WHERE "status" <> 'draft' AND "start_date" <= (now() AT TIME ZONE "timezone")::date;--> statement-breakpoint
UPDATE "games" SET "finished_notice_at" = now()
  WHERE "status" IN ('finished', 'archived') OR ("status" = 'active' AND "end_date" < (now() AT TIME ZONE "timezone")::date);--> statement-breakpoint
ALTER TABLE "behaviour_logs" ADD CONSTRAINT "behaviour_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_logs" ADD CONSTRAINT "behaviour_logs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_logs" ADD CONSTRAINT "behaviour_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_logs" ADD CONSTRAINT "behaviour_logs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_logs" ADD CONSTRAINT "behaviour_logs_behaviour_id_behaviours_id_fk" FOREIGN KEY ("behaviour_id") REFERENCES "public"."behaviours"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_logs" ADD CONSTRAINT "behaviour_logs_logged_by_users_id_fk" FOREIGN KEY ("logged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_logs" ADD CONSTRAINT "behaviour_logs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "behaviour_logs" ADD CONSTRAINT "behaviour_logs_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_decisions" ADD CONSTRAINT "log_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_decisions" ADD CONSTRAINT "log_decisions_log_id_behaviour_logs_id_fk" FOREIGN KEY ("log_id") REFERENCES "public"."behaviour_logs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_decisions" ADD CONSTRAINT "log_decisions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_score_days" ADD CONSTRAINT "player_score_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_score_days" ADD CONSTRAINT "player_score_days_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_score_days" ADD CONSTRAINT "player_score_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_scores" ADD CONSTRAINT "player_scores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_scores" ADD CONSTRAINT "player_scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_scores" ADD CONSTRAINT "player_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_scores" ADD CONSTRAINT "player_scores_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_scores" ADD CONSTRAINT "team_scores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_scores" ADD CONSTRAINT "team_scores_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_scores" ADD CONSTRAINT "team_scores_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "behaviour_logs_company_id_idx" ON "behaviour_logs" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "behaviour_logs_slot_key" ON "behaviour_logs" USING btree ("game_id","user_id","behaviour_id","day","slot") WHERE "behaviour_logs"."removed_at" is null and "behaviour_logs"."status" <> 'rejected';--> statement-breakpoint
CREATE INDEX "behaviour_logs_game_latest_idx" ON "behaviour_logs" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "behaviour_logs_user_idx" ON "behaviour_logs" USING btree ("user_id","game_id","day");--> statement-breakpoint
CREATE INDEX "behaviour_logs_review_idx" ON "behaviour_logs" USING btree ("game_id","created_at") WHERE "behaviour_logs"."removed_at" is null and ("behaviour_logs"."status" = 'pending' or "behaviour_logs"."flagged");--> statement-breakpoint
CREATE INDEX "log_decisions_company_id_idx" ON "log_decisions" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "log_decisions_log_idx" ON "log_decisions" USING btree ("log_id");--> statement-breakpoint
CREATE INDEX "player_score_days_company_id_idx" ON "player_score_days" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "player_score_days_game_day_idx" ON "player_score_days" USING btree ("game_id","day");--> statement-breakpoint
CREATE INDEX "player_scores_company_id_idx" ON "player_scores" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "player_scores_rank_idx" ON "player_scores" USING btree ("game_id","points" desc,"user_id");--> statement-breakpoint
CREATE INDEX "player_scores_team_idx" ON "player_scores" USING btree ("team_id");--> statement-breakpoint
CREATE INDEX "team_scores_company_id_idx" ON "team_scores" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "team_scores_game_idx" ON "team_scores" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_public_id_key" ON "games" USING btree ("public_id");--> statement-breakpoint
-- Players already in teams start with a score row (0 points), teams with their member count.
INSERT INTO "player_scores" ("company_id", "game_id", "user_id", "team_id")
  SELECT "company_id", "game_id", "user_id", "team_id" FROM "team_members";--> statement-breakpoint
INSERT INTO "team_scores" ("company_id", "game_id", "team_id", "members")
  SELECT t."company_id", t."game_id", t."id", count(m."id")::int
  FROM "teams" t LEFT JOIN "team_members" m ON m."team_id" = t."id"
  GROUP BY t."id";
