CREATE TABLE "campaign_hit_hours" (
	"slug" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "campaign_hit_hours_slug_hour_pk" PRIMARY KEY("slug","hour")
);
--> statement-breakpoint
CREATE INDEX "campaign_hit_hours_hour_idx" ON "campaign_hit_hours" USING btree ("hour","slug","hits");--> statement-breakpoint
CREATE INDEX "campaign_hit_days_day_idx" ON "campaign_hit_days" USING btree ("day","slug","hits");--> statement-breakpoint
CREATE INDEX "campaign_hits_created_idx" ON "campaign_hits" USING btree ("created_at","slug");--> statement-breakpoint
-- The same statement-level trigger now keeps each link's hits per UTC hour beside its days: one
-- upsert per table per statement (a redirect's single row, or a bulk insert's many).
CREATE OR REPLACE FUNCTION "count_campaign_hit_days"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO campaign_hit_days (slug, day, hits)
  SELECT slug, (created_at AT TIME ZONE 'UTC')::date, count(*)::int FROM added GROUP BY 1, 2
  ON CONFLICT (slug, day) DO UPDATE SET hits = campaign_hit_days.hits + excluded.hits;
  INSERT INTO campaign_hit_hours (slug, hour, hits)
  SELECT slug, date_trunc('hour', created_at, 'UTC'), count(*)::int FROM added GROUP BY 1, 2
  ON CONFLICT (slug, hour) DO UPDATE SET hits = campaign_hit_hours.hits + excluded.hits;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO campaign_hit_hours (slug, hour, hits)
SELECT slug, date_trunc('hour', created_at, 'UTC'), count(*)::int FROM campaign_hits GROUP BY 1, 2;
