ALTER TABLE "companies" ADD COLUMN "timezone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
-- A company with games gets the zone most of them run in (the newest game's on a tie): its
-- organisers' new games kept starting there, and now start in the company's zone.
UPDATE "companies" SET "timezone" = "usual"."timezone"
FROM (
  SELECT DISTINCT ON ("company_id") "company_id", "timezone"
  FROM "games"
  GROUP BY "company_id", "timezone"
  ORDER BY "company_id", count(*) DESC, max("created_at") DESC
) AS "usual"
WHERE "usual"."company_id" = "companies"."id";
