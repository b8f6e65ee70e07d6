CREATE TYPE "public"."interview_status" AS ENUM('requested', 'confirmed', 'declined', 'cancelled', 'held', 'family_no_show', 'maid_unavailable');--> statement-breakpoint
CREATE TYPE "public"."interview_way" AS ENUM('video', 'phone', 'whatsapp_video');--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer DEFAULT 30 NOT NULL,
	"opened_by" uuid,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_slots_starts_at_unique" UNIQUE("starts_at"),
	CONSTRAINT "interview_slots_minutes" CHECK ("interview_slots"."minutes" between 5 and 240)
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" integer NOT NULL,
	"housemaid_id" integer NOT NULL,
	"phone" text NOT NULL,
	"way" "interview_way" NOT NULL,
	"language" text NOT NULL,
	"site_language" text NOT NULL,
	"status" "interview_status" DEFAULT 'requested' NOT NULL,
	"decline_reason" text,
	"staff_note" text,
	"room" text NOT NULL,
	"token_hash" text NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_room_unique" UNIQUE("room"),
	CONSTRAINT "interviews_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_opened_by_staff_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_housemaid_id_housemaids_id_fk" FOREIGN KEY ("housemaid_id") REFERENCES "public"."housemaids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_slot_taken_idx" ON "interviews" USING btree ("slot_id") WHERE "interviews"."status" in ('requested', 'confirmed');--> statement-breakpoint
CREATE INDEX "interviews_phone_idx" ON "interviews" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "interviews_housemaid_idx" ON "interviews" USING btree ("housemaid_id");