DROP INDEX "providers_search_text_trgm_idx";--> statement-breakpoint
CREATE INDEX "providers_search_text_trgm_idx" ON "providers" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);