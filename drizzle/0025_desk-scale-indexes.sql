CREATE TABLE "campaign_hit_days" (
	"slug" text NOT NULL,
	"day" date NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "campaign_hit_days_slug_day_pk" PRIMARY KEY("slug","day")
);
--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "applications_stage_created_idx" ON "applications" USING btree ("stage","created_at","id");--> statement-breakpoint
-- campaign_hit_days follows campaign_hits: one statement-level trigger adds each statement's hits
-- per link and UTC day (a redirect's single row, or a bulk insert's many, in one upsert).
CREATE OR REPLACE FUNCTION "count_campaign_hit_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_hit_days (slug, day, hits)
  SELECT slug, (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM added GROUP BY 1, 2
  ON CONFLICT (slug, day) DO UPDATE SET hits = campaign_hit_days.hits + excluded.hits;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "campaign_hits_count_days" AFTER INSERT ON "campaign_hits"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "count_campaign_hit_days"();
--> statement-breakpoint
INSERT INTO campaign_hit_days (slug, day, hits)
SELECT slug, (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM campaign_hits GROUP BY 1, 2;
