DROP INDEX "outbox_messages_due_idx";--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "priority" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","priority","next_attempt_at");