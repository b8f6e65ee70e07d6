-- Issue 31: maid card phrases and price item labels are written per language; what staff wrote before becomes the English.
-- An offer's label kept on a statement row becomes the same { en, ar?, ... } object as the quote it came from.
ALTER TABLE "statement_rows" ALTER COLUMN "label" SET DATA TYPE jsonb USING CASE WHEN "label" IS NULL THEN NULL ELSE jsonb_build_object('en', "label") END;--> statement-breakpoint
UPDATE "housemaids" SET "info_phrases" = (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(p) = 'string' THEN jsonb_build_object('en', p) ELSE p END ORDER BY o), '[]'::jsonb)
  FROM jsonb_array_elements("info_phrases") WITH ORDINALITY AS e(p, o)
) WHERE jsonb_typeof("info_phrases") = 'array' AND jsonb_array_length("info_phrases") > 0;--> statement-breakpoint
UPDATE "price_lists" SET "items" = (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(i->'label') = 'string' THEN jsonb_set(i, '{label}', jsonb_build_object('en', i->'label')) ELSE i END ORDER BY o), '[]'::jsonb)
  FROM jsonb_array_elements("items") WITH ORDINALITY AS e(i, o)
) WHERE jsonb_typeof("items") = 'array' AND jsonb_array_length("items") > 0;--> statement-breakpoint
-- The quote frozen when an application started: its offers', charges' and included items' labels.
UPDATE "applications" SET "data" = jsonb_set("data", '{values,quote}', ("data"->'values'->'quote') || jsonb_build_object(
  'firstMonthChanges', (
    SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(l->'label') = 'string' THEN jsonb_set(l, '{label}', jsonb_build_object('en', l->'label')) ELSE l END ORDER BY o), '[]'::jsonb)
    FROM jsonb_array_elements(coalesce("data"->'values'->'quote'->'firstMonthChanges', '[]'::jsonb)) WITH ORDINALITY AS e(l, o)
  ),
  'oneOffCharges', (
    SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(l->'label') = 'string' THEN jsonb_set(l, '{label}', jsonb_build_object('en', l->'label')) ELSE l END ORDER BY o), '[]'::jsonb)
    FROM jsonb_array_elements(coalesce("data"->'values'->'quote'->'oneOffCharges', '[]'::jsonb)) WITH ORDINALITY AS e(l, o)
  ),
  'included', (
    SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(i) = 'string' THEN jsonb_build_object('en', i) ELSE i END ORDER BY o), '[]'::jsonb)
    FROM jsonb_array_elements(coalesce("data"->'values'->'quote'->'included', '[]'::jsonb)) WITH ORDINALITY AS e(i, o)
  )
)) WHERE jsonb_typeof("data"->'values'->'quote') = 'object';
