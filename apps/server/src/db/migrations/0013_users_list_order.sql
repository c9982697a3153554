DROP INDEX IF EXISTS "users_company_id_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_company_name_idx" ON "users" USING btree ("company_id",lower("full_name"),"id");