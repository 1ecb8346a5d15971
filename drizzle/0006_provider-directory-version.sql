-- The provider typeahead keeps the directory in memory (services/provider-directory.ts, ADR 0009).
-- This one-row counter tells every server process that the providers table changed: a statement
-- trigger bumps it on any insert, update, delete or truncate, in the same transaction as the change.
CREATE TABLE "provider_directory_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "provider_directory_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_provider_directory_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "provider_directory_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "providers_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "providers"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_provider_directory_version"();
