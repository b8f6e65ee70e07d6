CREATE TABLE "price_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"matching_type_id" integer,
	"monthly_fee_fils" integer NOT NULL,
	"vat_basis_points" integer DEFAULT 500 NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An application's reference: 8 characters of Crockford's alphabet (no I, L, O or U), as 7K3D-9QXB.
-- Not a secret (access needs the session or a signed link); one in use is drawn again.
CREATE OR REPLACE FUNCTION "new_application_reference"() RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  alphabet constant text := '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  ref text;
BEGIN
  LOOP
    ref := '';
    FOR i IN 1..8 LOOP
      ref := ref || substr(alphabet, 1 + floor(random() * 32)::int, 1);
      IF i = 4 THEN
        ref := ref || '-';
      END IF;
    END LOOP;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM applications WHERE reference = ref);
  END LOOP;
  RETURN ref;
END
$$;
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "reference" text;--> statement-breakpoint
UPDATE "applications" SET "reference" = new_application_reference();--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "reference" SET DEFAULT new_application_reference();--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_matching_type_id_nationality_matching_types_id_fk" FOREIGN KEY ("matching_type_id") REFERENCES "public"."nationality_matching_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_service_group_idx" ON "price_lists" USING btree ("service",coalesce("matching_type_id", 0));--> statement-breakpoint
CREATE UNIQUE INDEX "applications_reference_idx" ON "applications" USING btree ("reference");--> statement-breakpoint
-- The maid cards show prices: servers reread the catalogue when a price list changes (migration 0003).
CREATE TRIGGER "price_lists_catalogue_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_lists" FOR EACH STATEMENT EXECUTE FUNCTION "notify_catalogue_changed"();
