CREATE TABLE "public_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"request_id" uuid,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"staff_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_maids" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_id" uuid NOT NULL,
	"housemaid_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"service_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text,
	"details" text,
	"new_maid_id" integer,
	"chosen_by" text,
	"arrival_day" date,
	"family_confirmed_at" timestamp with time zone,
	"due_day" date NOT NULL,
	"refund_total_fils" integer,
	"refund_vat_fils" integer,
	"refund_paid_fils" integer,
	"refund_method" text,
	"refund_reference" text,
	"owner_id" uuid,
	"overdue_at" timestamp with time zone,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_terms" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"replacement_days" integer NOT NULL,
	"replacement_count" text NOT NULL,
	"cancel_notice_days" integer NOT NULL,
	"refund_rule" text NOT NULL,
	"refund_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "service_terms_one_row" CHECK ("service_terms"."id" = 1),
	CONSTRAINT "service_terms_refund_days_law" CHECK ("service_terms"."refund_days" between 1 and 14)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"housemaid_id" integer NOT NULL,
	"started_on" date NOT NULL,
	"debit_start_on" date NOT NULL,
	"monthly_fee_fils" integer NOT NULL,
	"monthly_vat_fils" integer NOT NULL,
	"monthly_total_fils" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ends_on" date,
	"debits_stopped_at" timestamp with time zone,
	"cancel_code" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_events" ADD CONSTRAINT "service_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_maids" ADD CONSTRAINT "service_maids_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_maids" ADD CONSTRAINT "service_maids_housemaid_id_housemaids_id_fk" FOREIGN KEY ("housemaid_id") REFERENCES "public"."housemaids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_new_maid_id_housemaids_id_fk" FOREIGN KEY ("new_maid_id") REFERENCES "public"."housemaids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_owner_id_staff_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_terms" ADD CONSTRAINT "service_terms_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_housemaid_id_housemaids_id_fk" FOREIGN KEY ("housemaid_id") REFERENCES "public"."housemaids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_events_service_idx" ON "service_events" USING btree ("service_id","id");--> statement-breakpoint
CREATE INDEX "service_maids_service_idx" ON "service_maids" USING btree ("service_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_idempotency_idx" ON "service_requests" USING btree ("service_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_one_open_replacement_idx" ON "service_requests" USING btree ("service_id") WHERE "service_requests"."status" = 'open' and "service_requests"."kind" = 'replacement';--> statement-breakpoint
CREATE UNIQUE INDEX "service_requests_one_cancellation_idx" ON "service_requests" USING btree ("service_id") WHERE "service_requests"."kind" = 'cancellation';--> statement-breakpoint
CREATE INDEX "service_requests_open_due_idx" ON "service_requests" USING btree ("due_day") WHERE "service_requests"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "services_application_idx" ON "services" USING btree ("application_id");