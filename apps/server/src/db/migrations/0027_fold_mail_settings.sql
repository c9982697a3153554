-- Decision 0032, "One switch per kind of mail": the old per-kind switches in users.settings become
-- mail_opt_outs rows, so nobody starts getting a mail they had turned off. "Reminders" was the
-- organiser's hand-sent reminder, now a `reminders` mail; "game updates" were game starts and
-- results, the `notices` category. Upload reports and accepted invitations were never mailed
-- (in-app notices only): nothing to carry over.
INSERT INTO "mail_opt_outs" ("company_id", "user_id", "category")
SELECT "company_id", "id", 'reminders' FROM "users"
WHERE "settings" -> 'notifications' -> 'reminders' = 'false'::jsonb
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "mail_opt_outs" ("company_id", "user_id", "category")
SELECT "company_id", "id", 'notices' FROM "users"
WHERE "settings" -> 'notifications' -> 'gameUpdates' = 'false'::jsonb
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "users" SET "settings" = "settings" - 'notifications' WHERE "settings" -> 'notifications' IS NOT NULL;
