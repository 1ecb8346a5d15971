-- Which network data each plan has (ADR 0014) is kept in memory per server process
-- (services/network-sources.ts). This one-row counter tells every process that plan_networks
-- changed: a statement trigger bumps it on any insert, update, delete or truncate, in the same
-- transaction as the change (as provider_directory_version does for the providers table).
CREATE TABLE "plan_network_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "plan_network_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
CREATE FUNCTION "bump_plan_network_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "plan_network_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "plan_networks_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "plan_networks"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_plan_network_version"();
