CREATE TABLE "reference_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Bumped once per statement that changes a table readers serve prebuilt (issue 21), whoever writes.
CREATE OR REPLACE FUNCTION "bump_reference_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "reference_versions" ("name", "version") VALUES (TG_TABLE_NAME, 1)
  ON CONFLICT ("name") DO UPDATE SET "version" = "reference_versions"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "medication_lookup_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "medication_lookup"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_reference_version"();--> statement-breakpoint
INSERT INTO "reference_versions" ("name", "version") VALUES ('medication_lookup', 1) ON CONFLICT DO NOTHING;
