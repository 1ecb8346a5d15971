DROP INDEX "providers_zip_code_idx";--> statement-breakpoint
DROP INDEX "providers_last_name_prefix_idx";--> statement-breakpoint
CREATE INDEX "providers_zip_last_name_prefix_idx" ON "providers" USING btree ("zip_code",lower("last_name_or_org_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "providers_zip_first_name_prefix_idx" ON "providers" USING btree ("zip_code",lower(coalesce("first_name", '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "providers_last_first_name_prefix_idx" ON "providers" USING btree (lower("last_name_or_org_name") text_pattern_ops,lower(coalesce("first_name", '')) text_pattern_ops);