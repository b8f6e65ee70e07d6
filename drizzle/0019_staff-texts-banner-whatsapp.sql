-- Issue 31: the banner's title and body and the WhatsApp messages are written per language; what staff wrote before becomes the English.
ALTER TABLE "notification_banner" ALTER COLUMN "title" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_banner" ALTER COLUMN "title" SET DATA TYPE jsonb USING jsonb_build_object('en', "title");--> statement-breakpoint
ALTER TABLE "notification_banner" ALTER COLUMN "title" SET DEFAULT '{"en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "notification_banner" ALTER COLUMN "body" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "notification_banner" ALTER COLUMN "body" SET DATA TYPE jsonb USING jsonb_build_object('en', "body");--> statement-breakpoint
ALTER TABLE "notification_banner" ALTER COLUMN "body" SET DEFAULT '{"en":""}'::jsonb;--> statement-breakpoint
ALTER TABLE "whatsapp_configs" ALTER COLUMN "whatsapp_message" SET DATA TYPE jsonb USING jsonb_build_object('en', "whatsapp_message");
