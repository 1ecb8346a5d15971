-- A database that kept two jobs of a kind importing (left by stopped processes) keeps the newest.
UPDATE "import_jobs" SET "status" = 'failed', "completed_at" = now(), "errors" = '{"message":"The server stopped while this import was running. Nothing from it was saved; upload the file again."}'::jsonb
WHERE "status" = 'importing' AND "id" NOT IN (SELECT max("id") FROM "import_jobs" WHERE "status" = 'importing' GROUP BY "kind");
--> statement-breakpoint
CREATE UNIQUE INDEX "import_jobs_one_importing_per_kind" ON "import_jobs" USING btree ("kind") WHERE "import_jobs"."status" = 'importing';
