CREATE TYPE "public"."sms_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'dead');--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "status" "sms_status" DEFAULT 'queued' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "job_id" uuid;--> statement-breakpoint
CREATE INDEX "sms_outbox_status_idx" ON "sms_outbox" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
-- Rows from before the queue were handled by the old outbox provider (shown in the back office, never sent): they are not sent now, days late.
UPDATE "sms_outbox" SET "status" = 'sent', "sent_at" = coalesce("sent_at", "created_at") WHERE "provider" = 'outbox';