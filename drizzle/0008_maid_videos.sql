CREATE TYPE "public"."video_status" AS ENUM('queued', 'processing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "maid_videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"housemaid_id" integer NOT NULL,
	"status" "video_status" DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"source_key" text NOT NULL,
	"duration_s" real,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "housemaids" ADD COLUMN "video_duration_s" real;--> statement-breakpoint
ALTER TABLE "maid_videos" ADD CONSTRAINT "maid_videos_housemaid_id_housemaids_id_fk" FOREIGN KEY ("housemaid_id") REFERENCES "public"."housemaids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maid_videos" ADD CONSTRAINT "maid_videos_uploaded_by_staff_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maid_videos_housemaid_idx" ON "maid_videos" USING btree ("housemaid_id","created_at" DESC NULLS LAST);