ALTER TABLE "stored_objects" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_objects" DROP CONSTRAINT "stored_objects_pkey";--> statement-breakpoint
ALTER TABLE "stored_objects" ADD CONSTRAINT "stored_objects_key_part_pk" PRIMARY KEY("key","part");
