ALTER TYPE "public"."staff_role" ADD VALUE 'finance';--> statement-breakpoint
CREATE TABLE "card_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"row_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"amount_fils" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_ref" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "collection_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_hash" text NOT NULL,
	"file_name" text NOT NULL,
	"lines" integer NOT NULL,
	"applied" integer NOT NULL,
	"report" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"series" text PRIMARY KEY NOT NULL,
	"next" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"row_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"status" text DEFAULT 'signed' NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"active_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"row_id" uuid PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_price_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"notice_on" date NOT NULL,
	"monthly_fee_fils" integer NOT NULL,
	"monthly_vat_fils" integer NOT NULL,
	"monthly_total_fils" integer NOT NULL,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"row_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"source" text NOT NULL,
	"source_ref" text,
	"staff_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statement_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"seq" integer,
	"due_on" date NOT NULL,
	"period_to" date,
	"net_fils" integer NOT NULL,
	"vat_fils" integer NOT NULL,
	"total_fils" integer NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"label" text,
	"part_of" uuid,
	"request_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_rows_amounts" CHECK ("statement_rows"."net_fils" + "statement_rows"."vat_fils" = "statement_rows"."total_fils")
);
--> statement-breakpoint
ALTER TABLE "card_checkouts" ADD CONSTRAINT "card_checkouts_row_id_statement_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."statement_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_imports" ADD CONSTRAINT "collection_imports_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_row_id_statement_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."statement_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandates" ADD CONSTRAINT "mandates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_row_id_statement_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."statement_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_price_changes" ADD CONSTRAINT "service_price_changes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_price_changes" ADD CONSTRAINT "service_price_changes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_events" ADD CONSTRAINT "statement_events_row_id_statement_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."statement_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_events" ADD CONSTRAINT "statement_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_rows" ADD CONSTRAINT "statement_rows_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_rows" ADD CONSTRAINT "statement_rows_part_of_statement_rows_id_fk" FOREIGN KEY ("part_of") REFERENCES "public"."statement_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_rows" ADD CONSTRAINT "statement_rows_request_id_service_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."service_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_checkouts_provider_ref_idx" ON "card_checkouts" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE INDEX "card_checkouts_row_idx" ON "card_checkouts" USING btree ("row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_imports_hash_idx" ON "collection_imports" USING btree ("file_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("series","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_row_kind_idx" ON "invoices" USING btree ("row_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_application_idx" ON "invoices" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_application_idx" ON "mandates" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mandates_reference_idx" ON "mandates" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "service_price_changes_day_idx" ON "service_price_changes" USING btree ("application_id","effective_from");--> statement-breakpoint
CREATE INDEX "statement_events_row_idx" ON "statement_events" USING btree ("row_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_events_once_idx" ON "statement_events" USING btree ("row_id","status","source_ref") WHERE "statement_events"."source_ref" is not null;--> statement-breakpoint
CREATE INDEX "statement_rows_application_idx" ON "statement_rows" USING btree ("application_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "statement_rows_payment_idx" ON "statement_rows" USING btree ("application_id","seq") WHERE "statement_rows"."seq" is not null;--> statement-breakpoint
CREATE INDEX "statement_rows_request_idx" ON "statement_rows" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "statement_rows_due_idx" ON "statement_rows" USING btree ("due_on") WHERE "statement_rows"."seq" is not null;