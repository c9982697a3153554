CREATE TABLE "template_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "template_categories_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid,
	"category_id" uuid NOT NULL,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"seed_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "templates_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "template_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_sub_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"points" integer NOT NULL,
	"max_per_day" integer DEFAULT 1 NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_kpis" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"direction" text DEFAULT 'higher' NOT NULL,
	"weight" integer DEFAULT 100 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_target_kpis" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"kpi_id" uuid NOT NULL,
	"target" numeric(18, 4) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_charities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"charity_id" uuid NOT NULL,
	"pledge_per_point" numeric(12, 4) NOT NULL,
	"cap" numeric(14, 2),
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_category_id_template_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."template_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_tasks" ADD CONSTRAINT "template_tasks_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_sub_tasks" ADD CONSTRAINT "template_sub_tasks_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_sub_tasks" ADD CONSTRAINT "template_sub_tasks_task_id_template_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."template_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_kpis" ADD CONSTRAINT "template_kpis_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_target_kpis" ADD CONSTRAINT "template_target_kpis_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_target_kpis" ADD CONSTRAINT "template_target_kpis_kpi_id_template_kpis_id_fk" FOREIGN KEY ("kpi_id") REFERENCES "public"."template_kpis"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_charities" ADD CONSTRAINT "template_charities_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_charities" ADD CONSTRAINT "template_charities_charity_id_charities_id_fk" FOREIGN KEY ("charity_id") REFERENCES "public"."charities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "templates_company_id_idx" ON "templates" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "templates_category_id_idx" ON "templates" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "template_tasks_template_id_idx" ON "template_tasks" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "template_sub_tasks_template_id_idx" ON "template_sub_tasks" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "template_sub_tasks_task_id_idx" ON "template_sub_tasks" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "template_kpis_template_id_idx" ON "template_kpis" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "template_target_kpis_template_id_idx" ON "template_target_kpis" USING btree ("template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_target_kpis_kpi_key" ON "template_target_kpis" USING btree ("kpi_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_charities_template_charity_key" ON "template_charities" USING btree ("template_id","charity_id");--> statement-breakpoint
INSERT INTO "template_categories" ("id", "key", "position") VALUES
	('019a0000-0000-7000-8000-000000000001', 'b2b-sales', 1),
	('019a0000-0000-7000-8000-000000000002', 'well-being', 2),
	('019a0000-0000-7000-8000-000000000003', 'leadership', 3),
	('019a0000-0000-7000-8000-000000000004', 'retail-consulting', 4),
	('019a0000-0000-7000-8000-000000000005', 'expert-consulting', 5),
	('019a0000-0000-7000-8000-000000000006', 'communication-dialogue', 6);
