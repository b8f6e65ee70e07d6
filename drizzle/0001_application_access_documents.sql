CREATE TABLE "application_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"cookie_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_links" (
	"nonce" text PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"to_phone" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"redeemed_by_cookie_hash" text,
	"redeemed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_access" ADD CONSTRAINT "application_access_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_links" ADD CONSTRAINT "application_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_access_grant_idx" ON "application_access" USING btree ("application_id","session_id","cookie_hash","role");--> statement-breakpoint
CREATE INDEX "application_access_cookie_idx" ON "application_access" USING btree ("cookie_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "application_documents_kind_idx" ON "application_documents" USING btree ("application_id","kind");