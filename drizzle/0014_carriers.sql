CREATE TABLE "carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carriers_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
-- Issue 16: the list admins maintain starts as src/shared/carriers.ts KNOWN_CARRIERS (name_key is
-- carrierMatchKey(name)). Regenerate these rows with: npx tsx scripts/carrier-seed-sql.ts
INSERT INTO "carriers" ("name", "name_key", "aliases") VALUES
  ('Aetna', 'aetna', ARRAY['Aetna Medicare', 'Aetna Health', 'Aetna Life Insurance', 'CVS Health Aetna']::text[]),
  ('Blue Cross Blue Shield of Oklahoma', 'bluecrossblueshieldofoklahoma', ARRAY['Blue Cross Blue Shield', 'Blue Cross and Blue Shield', 'Blue Cross and Blue Shield of Oklahoma', 'BCBS', 'BCBSOK', 'BCBS of Oklahoma', 'Blue Cross Medicare Advantage', 'Health Care Service Corporation']::text[]),
  ('CommunityCare', 'communitycare', ARRAY['Community Care', 'CommunityCare Senior Health Plan']::text[]),
  ('Devoted Health', 'devotedhealth', ARRAY['Devoted', 'Devoted Health Plan']::text[]),
  ('GlobalHealth', 'globalhealth', ARRAY['Global Health']::text[]),
  ('Humana', 'humana', ARRAY['Humana Insurance', 'Humana Health Plan', 'Humana Medicare']::text[]),
  ('Kaiser', 'kaiser', ARRAY['Kaiser Permanente']::text[]),
  ('Anthem', 'anthem', ARRAY['Anthem Blue Cross', 'Elevance Health']::text[]),
  ('UnitedHealthcare', 'unitedhealthcare', ARRAY['UnitedHealth', 'United Healthcare', 'United Health Care', 'United Health', 'UnitedHealth Group', 'UHC', 'AARP Medicare Advantage', 'AARP UnitedHealthcare']::text[]),
  ('Wellcare', 'wellcare', ARRAY['WellCare Health Plans', 'Wellcare by Allwell', 'Centene Wellcare']::text[])
ON CONFLICT ("name_key") DO NOTHING;
