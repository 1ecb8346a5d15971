DROP INDEX "providers_last_name_prefix_idx";--> statement-breakpoint
DROP INDEX "providers_first_name_prefix_idx";--> statement-breakpoint
DROP INDEX "providers_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "providers_name_order_idx" ON "providers" USING btree (lower("last_name_or_org_name") collate "C",lower(coalesce("first_name", '')) collate "C","id");--> statement-breakpoint
CREATE INDEX "providers_first_name_order_idx" ON "providers" USING btree (lower(coalesce("first_name", '')) collate "C",lower("last_name_or_org_name") collate "C","id");--> statement-breakpoint
CREATE INDEX "providers_specialty_name_idx" ON "providers" USING btree ("primary_specialty",lower("last_name_or_org_name") collate "C",lower(coalesce("first_name", '')) collate "C","id");--> statement-breakpoint
CREATE INDEX "providers_last_name_trgm_idx" ON "providers" USING gin (lower("last_name_or_org_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "providers_first_name_trgm_idx" ON "providers" USING gin (lower(coalesce("first_name", '')) gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
ALTER TABLE "providers" DROP COLUMN "search_text";