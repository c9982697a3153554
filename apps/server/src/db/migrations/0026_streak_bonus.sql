ALTER TABLE "player_score_days" ADD COLUMN "streak_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_scores" ADD COLUMN "streak_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "set_time_results" ADD COLUMN "streak_points" integer DEFAULT 0 NOT NULL;