-- Servers keep the catalogue (maids, nationalities, matching types, main site config) in memory
-- and reload it when told, on the channel catalogue_changed, that one of its tables changed: by
-- the application, by staff, or by hand. One notification per statement; PostgreSQL folds equal
-- notifications of one transaction into one and delivers them after its commit.
CREATE OR REPLACE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "housemaids_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "housemaids" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "nationalities_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "nationalities" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "nationality_matching_types_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "nationality_matching_types" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "main_site_config_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "main_site_config" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
