ALTER TABLE "housemaids" ADD COLUMN "skills" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "housemaids" ADD COLUMN "work_experience" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "housemaids" ADD COLUMN "availability_confirmed_at" timestamp with time zone;