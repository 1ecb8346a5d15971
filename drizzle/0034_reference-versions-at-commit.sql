CREATE TABLE "reference_changes" (
	"txid" bigint NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "reference_changes_txid_name_pk" PRIMARY KEY("txid","name")
);
--> statement-breakpoint
-- A statement that changes a table notes it for its transaction (no lock shared with any other writer).
CREATE OR REPLACE FUNCTION "note_reference_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "reference_changes" ("txid", "name") VALUES (txid_current(), TG_TABLE_NAME) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- When the transaction commits, each table it noted gets one new version: the version row is locked
-- last, for the instant of the commit, so writers never deadlock over it.
CREATE OR REPLACE FUNCTION "bump_noted_reference_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "reference_versions" ("name", "version") VALUES (NEW."name", 1)
  ON CONFLICT ("name") DO UPDATE SET "version" = "reference_versions"."version" + 1;
  DELETE FROM "reference_changes" WHERE "txid" = NEW."txid" AND "name" = NEW."name";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reference_changes_at_commit"
  AFTER INSERT ON "reference_changes"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "bump_noted_reference_version"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "medication_lookup_version" ON "medication_lookup";--> statement-breakpoint
DROP FUNCTION IF EXISTS "bump_reference_version"();--> statement-breakpoint
CREATE TRIGGER "medication_lookup_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "medication_lookup"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_reference_change"();--> statement-breakpoint
CREATE TRIGGER "medicare_plans_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "medicare_plans"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_reference_change"();--> statement-breakpoint
CREATE TRIGGER "data_sources_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "data_sources"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_reference_change"();--> statement-breakpoint
CREATE TRIGGER "carriers_version"
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "carriers"
  FOR EACH STATEMENT EXECUTE FUNCTION "note_reference_change"();--> statement-breakpoint
INSERT INTO "reference_versions" ("name", "version")
  VALUES ('medicare_plans', 1), ('data_sources', 1), ('carriers', 1)
  ON CONFLICT DO NOTHING;
