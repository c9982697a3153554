CREATE TABLE "outbox_fanouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "upload_jobs" ALTER COLUMN "rows" SET DATA TYPE json;--> statement-breakpoint
ALTER TABLE "outbox_fanouts" ADD CONSTRAINT "outbox_fanouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_fanouts_company_id_idx" ON "outbox_fanouts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "outbox_fanouts_due_idx" ON "outbox_fanouts" USING btree ("status","next_attempt_at");