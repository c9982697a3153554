CREATE TABLE "log_idempotency_keys" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "log_idempotency_keys" ADD CONSTRAINT "log_idempotency_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_idempotency_keys" ADD CONSTRAINT "log_idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "log_idempotency_keys_company_id_idx" ON "log_idempotency_keys" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "log_idempotency_keys_key" ON "log_idempotency_keys" USING btree ("company_id","user_id","key");--> statement-breakpoint
CREATE INDEX "log_idempotency_keys_expires_idx" ON "log_idempotency_keys" USING btree ("expires_at");