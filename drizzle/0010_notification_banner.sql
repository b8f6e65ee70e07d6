CREATE TABLE "notification_banner" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"custom_class" text DEFAULT 'custom-alert' NOT NULL,
	"align" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"show_on_top" boolean DEFAULT false NOT NULL,
	"close_on_window_click" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "notification_banner" ADD CONSTRAINT "notification_banner_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;