-- A submission's plan reasons (a few KB per plan, tens of plans) are compressed when stored. lz4
-- compresses them several times faster than the default pglz, which was a third of the time of the
-- statement that stores a submission (issue 21). Only where the server was built with lz4 (PGlite
-- and some PostgreSQL builds are not); values already stored keep their compression.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY(enumvals)) THEN
    ALTER TABLE "plan_scores" ALTER COLUMN "reasoning" SET COMPRESSION lz4;
  END IF;
END
$$;
