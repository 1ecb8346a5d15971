-- The seeded sample Medigap rates (0028) as datasets, for a database seeded before the seed
-- recorded them (src/server/db/seed/medigap-sample.ts): one sample dataset per plan year that has
-- sample rates and no Medigap dataset yet, named as the seed names it, so the admin Data page lists
-- "Medigap rates" with "Sample data". A fresh database has no rates here yet; the seed records its own.
INSERT INTO "data_sources" ("kind", "plan_year", "source_name", "sample", "rows", "imported_at")
SELECT 'medigap', "plan_year", 'ClearPlan sample Medigap rates (medigap-sample.ts)', true, count(*)::int, min("created_at")
FROM "medigap_rates"
WHERE "sample"
  AND NOT EXISTS (
    SELECT 1 FROM "data_sources" d WHERE d."kind" = 'medigap' AND d."plan_year" = "medigap_rates"."plan_year"
  )
GROUP BY "plan_year";
