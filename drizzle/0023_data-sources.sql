CREATE TABLE "data_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"plan_year" integer,
	"source_name" text NOT NULL,
	"release_label" text,
	"release_date" text,
	"sample" boolean DEFAULT false NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"import_job_id" integer,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_sources" ADD CONSTRAINT "data_sources_import_job_id_import_jobs_id_fk" FOREIGN KEY ("import_job_id") REFERENCES "public"."import_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_sources_year_idx" ON "data_sources" USING btree ("plan_year","imported_at");--> statement-breakpoint
-- What a database held before datasets were recorded, one row per file as far as its rows tell.
INSERT INTO "data_sources" ("kind", "plan_year", "source_name", "release_label", "release_date", "sample", "rows", "imported_at")
SELECT 'partd', "contract_year", "source_name", "release_label", "release_date", "sample",
  coalesce(("summary"->'counts'->>'planInformation')::int, 0), "created_at"
FROM "partd_releases";
--> statement-breakpoint
INSERT INTO "data_sources" ("kind", "plan_year", "source_name", "sample", "rows", "imported_at")
SELECT 'landscape', "contract_year", "source_file", "sample", count(DISTINCT "plan_id")::int, max("imported_at")
FROM "plan_premiums" GROUP BY "contract_year", "source_file", "sample";
--> statement-breakpoint
INSERT INTO "data_sources" ("kind", "plan_year", "source_name", "sample", "rows")
SELECT 'rxterms', NULL, "source", "sample", count(*)::int FROM "rx_drugs" GROUP BY "source", "sample";
--> statement-breakpoint
INSERT INTO "data_sources" ("kind", "plan_year", "source_name", "sample", "rows")
SELECT 'plans', "plan_year", 'ClearPlan sample plan catalogue (plans.json)', true, count(*)::int
FROM "medicare_plans" WHERE ltrim("notes") LIKE 'Sample data%' GROUP BY "plan_year";
--> statement-breakpoint
INSERT INTO "data_sources" ("kind", "plan_year", "source_name", "sample", "rows")
SELECT 'nppes', NULL, CASE WHEN "sample" THEN 'ClearPlan sample doctors (generated)' ELSE 'NPPES (imported before sources were recorded)' END,
  "sample", count(*)::int
FROM "providers" GROUP BY "sample";
--> statement-breakpoint
INSERT INTO "data_sources" ("kind", "plan_year", "source_name", "sample", "rows", "import_job_id", "imported_at")
SELECT "kind", NULL, "file_name", false, "records_total", "id", coalesce("completed_at", "created_at")
FROM "import_jobs" WHERE "status" = 'completed' AND "kind" IN ('plans', 'formulary', 'network');
