CREATE TYPE "public"."living" AS ENUM('live_in', 'live_out');--> statement-breakpoint
CREATE TYPE "public"."maid_status" AS ENUM('available', 'reserved', 'hired');--> statement-breakpoint
CREATE TYPE "public"."religion" AS ENUM('MUSLIM', 'CHRISTIAN', 'HINDU', 'BUDDHIST', 'OTHER');--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text,
	"event" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"housemaid_id" integer NOT NULL,
	"affiliate_event" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"current_step" text DEFAULT 'HIRE_MAID' NOT NULL,
	"prev_step" text,
	"need_enter_iban_number" boolean DEFAULT false NOT NULL,
	"paid_by_credit_card" boolean DEFAULT false NOT NULL,
	"signed_by_spouse" boolean DEFAULT false NOT NULL,
	"skip_start_screen" boolean DEFAULT false NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"user_agent" text,
	"referer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captchas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"answer_hash" text NOT NULL,
	"svg" text NOT NULL,
	"session_key" text,
	"solved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "captchas_image_id_unique" UNIQUE("image_id")
);
--> statement-breakpoint
CREATE TABLE "contact_numbers" (
	"code" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"whatsapp" text NOT NULL,
	"label" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "downloadable_resources" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text DEFAULT 'application/pdf' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "housemaids" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"nationality_id" integer NOT NULL,
	"religion" "religion" NOT NULL,
	"number_of_children" integer DEFAULT 0 NOT NULL,
	"age" integer NOT NULL,
	"experience_years" integer DEFAULT 0 NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"info_phrases" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"living" "living" DEFAULT 'live_in' NOT NULL,
	"is_nanny" boolean DEFAULT false NOT NULL,
	"status" "maid_status" DEFAULT 'available' NOT NULL,
	"reserved_until" timestamp with time zone,
	"video_file" text NOT NULL,
	"poster_file" text NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "main_site_config" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hide_whatsapp_button" boolean DEFAULT false NOT NULL,
	"redirect_to_whatsapp" boolean DEFAULT false NOT NULL,
	"contact_number" text NOT NULL,
	"whatsapp_number" text NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nationalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"matching_type_id" integer NOT NULL,
	CONSTRAINT "nationalities_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "nationality_matching_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"not_allowed" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "nationality_matching_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "qr_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"uuid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirect_links" (
	"slug" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target_url" text NOT NULL,
	"desktop_url" text,
	"product" text,
	"message" text,
	"hits" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"session_id" text NOT NULL,
	"housemaid_id" integer NOT NULL,
	"rank" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlists_session_id_housemaid_id_pk" PRIMARY KEY("session_id","housemaid_id")
);
--> statement-breakpoint
CREATE TABLE "site_parameters" (
	"code" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"to_phone" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"provider" text DEFAULT 'outbox' NOT NULL,
	"application_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "url_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"journey_id" text,
	"mixpanel_id" text,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "whatsapp_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"is_for_landing_page" boolean,
	"website_type" text,
	"affiliate_event_code" text,
	"housemaid_id" integer,
	"whatsapp_number" text NOT NULL,
	"whatsapp_message" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_housemaid_id_housemaids_id_fk" FOREIGN KEY ("housemaid_id") REFERENCES "public"."housemaids"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "housemaids" ADD CONSTRAINT "housemaids_nationality_id_nationalities_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."nationalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nationalities" ADD CONSTRAINT "nationalities_matching_type_id_nationality_matching_types_id_fk" FOREIGN KEY ("matching_type_id") REFERENCES "public"."nationality_matching_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_housemaid_id_housemaids_id_fk" FOREIGN KEY ("housemaid_id") REFERENCES "public"."housemaids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_configs" ADD CONSTRAINT "whatsapp_configs_housemaid_id_housemaids_id_fk" FOREIGN KEY ("housemaid_id") REFERENCES "public"."housemaids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_event_idx" ON "analytics_events" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "applications_session_idx" ON "applications" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "housemaids_listing_idx" ON "housemaids" USING btree ("status","living","rank" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "housemaids_nationality_idx" ON "housemaids" USING btree ("nationality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qr_scans_uuid_idx" ON "qr_scans" USING btree ("uuid");