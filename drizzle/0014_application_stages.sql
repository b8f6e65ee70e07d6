CREATE TABLE "application_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"staff_id" uuid,
	"body" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_stage_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"reason" text,
	"staff_id" uuid,
	"sms_sent" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_notes" ADD CONSTRAINT "application_notes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stage_changes" ADD CONSTRAINT "application_stage_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_stage_changes" ADD CONSTRAINT "application_stage_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_notes_app_idx" ON "application_notes" USING btree ("application_id","id");--> statement-breakpoint
CREATE INDEX "application_stage_changes_app_idx" ON "application_stage_changes" USING btree ("application_id","id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_assignee_id_staff_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_assignee_idx" ON "applications" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "applications_client_phone_idx" ON "applications" USING btree (("data" #>> '{values,phones,client}'));--> statement-breakpoint
CREATE INDEX "applications_whatsapp_phone_idx" ON "applications" USING btree (("data" #>> '{values,phones,whatsapp}'));--> statement-breakpoint
CREATE INDEX "applications_spouse_phone_idx" ON "applications" USING btree (("data" #>> '{values,phones,spouse}'));--> statement-breakpoint
-- Applications the family finished before stages existed start the pipeline at 'submitted'.
UPDATE "applications" SET "stage" = 'submitted' WHERE "status" = 'submitted' AND "stage" IS NULL;
