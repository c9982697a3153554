CREATE TABLE "reminder_quiet_hours" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"quiet_from" text NOT NULL,
	"quiet_to" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_sends" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"in_app" boolean NOT NULL,
	"push_devices" integer NOT NULL,
	"mail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"time" text,
	"weekdays" smallint[],
	"in_app" boolean DEFAULT true NOT NULL,
	"push" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reminder_quiet_hours" ADD CONSTRAINT "reminder_quiet_hours_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_quiet_hours" ADD CONSTRAINT "reminder_quiet_hours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_quiet_hours_user_idx" ON "reminder_quiet_hours" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_quiet_hours_company_id_idx" ON "reminder_quiet_hours" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_sends_once_idx" ON "reminder_sends" USING btree ("game_id","user_id","day");--> statement-breakpoint
CREATE INDEX "reminder_sends_company_id_idx" ON "reminder_sends" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "reminder_sends_user_day_idx" ON "reminder_sends" USING btree ("user_id","day") WHERE "reminder_sends"."mail_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_settings_user_game_idx" ON "reminder_settings" USING btree ("user_id","game_id");--> statement-breakpoint
CREATE INDEX "reminder_settings_company_id_idx" ON "reminder_settings" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "reminder_settings_game_idx" ON "reminder_settings" USING btree ("game_id");