DROP INDEX "providers_last_name_trgm_idx";--> statement-breakpoint
DROP INDEX "providers_first_name_trgm_idx";--> statement-breakpoint
DROP INDEX "providers_specialty_trgm_idx";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(last_name_or_org_name) || ' ' || lower(coalesce(first_name, '')) || ' ' || lower(coalesce(primary_specialty, ''))) STORED;--> statement-breakpoint
CREATE INDEX "providers_last_name_prefix_idx" ON "providers" USING btree (lower("last_name_or_org_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "providers_first_name_prefix_idx" ON "providers" USING btree (lower(coalesce("first_name", '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "providers_search_text_trgm_idx" ON "providers" USING gin ("search_text" gin_trgm_ops);