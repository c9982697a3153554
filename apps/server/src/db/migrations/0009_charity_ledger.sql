CREATE TABLE "team_charities" (
	"company_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"charity_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_charities_team_id_charity_id_pk" PRIMARY KEY("team_id","charity_id")
);
--> statement-breakpoint
ALTER TABLE "team_charities" ADD CONSTRAINT "team_charities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_charities" ADD CONSTRAINT "team_charities_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_charities" ADD CONSTRAINT "team_charities_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_charities" ADD CONSTRAINT "team_charities_game_charity_fk" FOREIGN KEY ("game_id","charity_id") REFERENCES "public"."game_charities"("game_id","charity_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_charities_company_id_idx" ON "team_charities" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "team_charities_game_charity_idx" ON "team_charities" USING btree ("game_id","charity_id");--> statement-breakpoint
INSERT INTO "team_charities" ("company_id", "game_id", "team_id", "charity_id")
	SELECT t."company_id", t."game_id", t."id", t."charity_id" FROM "teams" t
	JOIN "game_charities" gc ON gc."game_id" = t."game_id" AND gc."charity_id" = t."charity_id";--> statement-breakpoint
ALTER TABLE "teams" DROP CONSTRAINT "teams_charity_id_charities_id_fk";--> statement-breakpoint
ALTER TABLE "teams" DROP COLUMN "charity_id";
