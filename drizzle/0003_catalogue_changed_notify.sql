-- Servers keep the catalogue (maids, nationalities, matching types, main site config) in memory
-- and refresh it when told, on the channel catalogue_changed, that one of its tables changed: by
-- the application, by staff, or by hand. One notification per statement, delivered after the
-- commit. For housemaids it names the rows ('housemaids:12,40'), so a server re-reads only those;
-- a statement touching too many to name ('housemaids:*') or another table means "read it all".
CREATE OR REPLACE FUNCTION "notify_catalogue_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "notify_housemaids_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT string_agg(id::text, ',') INTO ids FROM old_rows;
  ELSE
    SELECT string_agg(id::text, ',') INTO ids FROM new_rows;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF length(ids) > 7000 THEN
    ids := '*';
  END IF;
  PERFORM pg_notify('catalogue_changed', 'housemaids:' || ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "housemaids_inserted" AFTER INSERT ON "housemaids" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_housemaids_changed"();
--> statement-breakpoint
CREATE TRIGGER "housemaids_updated" AFTER UPDATE ON "housemaids" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_housemaids_changed"();
--> statement-breakpoint
CREATE TRIGGER "housemaids_deleted" AFTER DELETE ON "housemaids" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "notify_housemaids_changed"();
--> statement-breakpoint
CREATE TRIGGER "housemaids_truncated" AFTER TRUNCATE ON "housemaids" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "nationalities_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "nationalities" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "nationality_matching_types_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "nationality_matching_types" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
--> statement-breakpoint
CREATE TRIGGER "main_site_config_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "main_site_config" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
