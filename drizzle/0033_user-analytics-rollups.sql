CREATE TABLE "user_analytics_day_values" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "user_analytics_day_values_day_kind_value_pk" PRIMARY KEY("day","kind","value"),
	CONSTRAINT "user_analytics_day_values_kind" CHECK (kind in ('county', 'radius', 'carrier', 'medication', 'specialty'))
);
--> statement-breakpoint
CREATE TABLE "user_analytics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"submissions" integer NOT NULL,
	"without_county" integer NOT NULL,
	"medication_total" bigint NOT NULL,
	"medication_counted" integer NOT NULL,
	"doctor_total" bigint NOT NULL,
	"doctor_counted" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_analytics_month_values" (
	"month" date NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "user_analytics_month_values_month_kind_value_pk" PRIMARY KEY("month","kind","value"),
	CONSTRAINT "user_analytics_month_values_kind" CHECK (kind in ('county', 'radius', 'carrier', 'medication', 'specialty'))
);
--> statement-breakpoint
-- One submission's part of the rollup (its day's and its month's rows), added (delta 1) or taken
-- away (delta -1). The values are cut exactly as the figures cut them: the UTC day of created_at,
-- drug names trimmed (a blank one is not a drug), specialties trimmed with a blank or missing one
-- counted as "Unknown", a JSON list that is not an array read as empty. Rows are locked day first,
-- then day values in order, then month values in order, so concurrent commits never deadlock.
CREATE OR REPLACE FUNCTION "user_analytics_add"(r "medicare_users", delta integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  d date := (r.created_at AT TIME ZONE 'UTC')::date;
BEGIN
  INSERT INTO "user_analytics_days" AS t
    ("day", "submissions", "without_county", "medication_total", "medication_counted", "doctor_total", "doctor_counted")
  VALUES (d, delta, CASE WHEN r.county IS NULL THEN delta ELSE 0 END,
          coalesce(r.medication_count, 0) * delta, CASE WHEN r.medication_count IS NULL THEN 0 ELSE delta END,
          coalesce(r.doctor_count, 0) * delta, CASE WHEN r.doctor_count IS NULL THEN 0 ELSE delta END)
  ON CONFLICT ("day") DO UPDATE SET
    "submissions" = t."submissions" + excluded."submissions",
    "without_county" = t."without_county" + excluded."without_county",
    "medication_total" = t."medication_total" + excluded."medication_total",
    "medication_counted" = t."medication_counted" + excluded."medication_counted",
    "doctor_total" = t."doctor_total" + excluded."doctor_total",
    "doctor_counted" = t."doctor_counted" + excluded."doctor_counted";
  WITH v AS MATERIALIZED (
    SELECT v.kind, v.value, delta * count(*)::int AS n
    FROM (
      SELECT 'county' AS kind, r.county AS value
      UNION ALL SELECT 'radius', r.doctor_search_radius::text
      UNION ALL SELECT 'carrier', r.top_carrier
      UNION ALL
      SELECT 'medication', nullif(trim(e->>'name'), '')
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.medications) = 'array' THEN r.medications ELSE '[]'::jsonb END) AS e
      UNION ALL
      SELECT 'specialty', coalesce(nullif(trim(e->>'specialty'), ''), 'Unknown')
      FROM jsonb_array_elements(CASE WHEN jsonb_typeof(r.doctors) = 'array' THEN r.doctors ELSE '[]'::jsonb END) AS e
    ) AS v
    WHERE v.value IS NOT NULL
    GROUP BY v.kind, v.value
  ),
  by_day AS (
    INSERT INTO "user_analytics_day_values" AS t ("day", "kind", "value", "count")
    SELECT d, kind, value, n FROM v ORDER BY kind, value
    ON CONFLICT ("day", "kind", "value") DO UPDATE SET "count" = t."count" + excluded."count"
  )
  INSERT INTO "user_analytics_month_values" AS t ("month", "kind", "value", "count")
  SELECT date_trunc('month', d)::date, kind, value, n FROM v ORDER BY kind, value
  ON CONFLICT ("month", "kind", "value") DO UPDATE SET "count" = t."count" + excluded."count";
  IF delta < 0 THEN
    DELETE FROM "user_analytics_day_values" WHERE "day" = d AND "count" = 0;
    DELETE FROM "user_analytics_month_values" WHERE "month" = date_trunc('month', d)::date AND "count" = 0;
    DELETE FROM "user_analytics_days" WHERE "day" = d AND "submissions" = 0;
  END IF;
END
$$;--> statement-breakpoint
-- Keeps the rollup equal to medicare_users whoever writes. Deferred to the commit, so a submit
-- holds the day's rollup rows only while it commits. The submit stores its rank-1 carrier with an
-- UPDATE after the insert: when only top_carrier changed, only the carrier counts move.
CREATE OR REPLACE FUNCTION "user_analytics_rollup"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  d date;
  m date;
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.created_at = NEW.created_at
     AND OLD.county IS NOT DISTINCT FROM NEW.county
     AND OLD.doctor_search_radius = NEW.doctor_search_radius
     AND OLD.medication_count IS NOT DISTINCT FROM NEW.medication_count
     AND OLD.doctor_count IS NOT DISTINCT FROM NEW.doctor_count
     AND OLD.medications = NEW.medications
     AND OLD.doctors = NEW.doctors THEN
    d := (NEW.created_at AT TIME ZONE 'UTC')::date;
    m := date_trunc('month', d)::date;
    IF OLD.top_carrier IS NOT NULL THEN
      UPDATE "user_analytics_day_values" SET "count" = "count" - 1
      WHERE "day" = d AND "kind" = 'carrier' AND "value" = OLD.top_carrier;
      DELETE FROM "user_analytics_day_values"
      WHERE "day" = d AND "kind" = 'carrier' AND "value" = OLD.top_carrier AND "count" = 0;
      UPDATE "user_analytics_month_values" SET "count" = "count" - 1
      WHERE "month" = m AND "kind" = 'carrier' AND "value" = OLD.top_carrier;
      DELETE FROM "user_analytics_month_values"
      WHERE "month" = m AND "kind" = 'carrier' AND "value" = OLD.top_carrier AND "count" = 0;
    END IF;
    IF NEW.top_carrier IS NOT NULL THEN
      INSERT INTO "user_analytics_day_values" AS t ("day", "kind", "value", "count")
      VALUES (d, 'carrier', NEW.top_carrier, 1)
      ON CONFLICT ("day", "kind", "value") DO UPDATE SET "count" = t."count" + 1;
      INSERT INTO "user_analytics_month_values" AS t ("month", "kind", "value", "count")
      VALUES (m, 'carrier', NEW.top_carrier, 1)
      ON CONFLICT ("month", "kind", "value") DO UPDATE SET "count" = t."count" + 1;
    END IF;
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "user_analytics_add"(OLD, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM "user_analytics_add"(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "medicare_users_analytics_rollup"
  AFTER INSERT OR DELETE ON "medicare_users"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION "user_analytics_rollup"();--> statement-breakpoint
-- Owner columns (history key, counselor, retention date) are not figures: moving them costs nothing.
CREATE CONSTRAINT TRIGGER "medicare_users_analytics_rollup_update"
  AFTER UPDATE ON "medicare_users"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW
  WHEN (OLD.created_at IS DISTINCT FROM NEW.created_at
        OR OLD.county IS DISTINCT FROM NEW.county
        OR OLD.doctor_search_radius IS DISTINCT FROM NEW.doctor_search_radius
        OR OLD.top_carrier IS DISTINCT FROM NEW.top_carrier
        OR OLD.medication_count IS DISTINCT FROM NEW.medication_count
        OR OLD.doctor_count IS DISTINCT FROM NEW.doctor_count
        OR OLD.medications IS DISTINCT FROM NEW.medications
        OR OLD.doctors IS DISTINCT FROM NEW.doctors)
  EXECUTE FUNCTION "user_analytics_rollup"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "user_analytics_clear"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "user_analytics_days", "user_analytics_day_values", "user_analytics_month_values";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "medicare_users_analytics_clear"
  AFTER TRUNCATE ON "medicare_users"
  FOR EACH STATEMENT EXECUTE FUNCTION "user_analytics_clear"();--> statement-breakpoint
-- The submissions already on file, cut as user_analytics_add cuts one.
INSERT INTO "user_analytics_days"
  ("day", "submissions", "without_county", "medication_total", "medication_counted", "doctor_total", "doctor_counted")
SELECT (created_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE county IS NULL),
       coalesce(sum(medication_count), 0), count(medication_count), coalesce(sum(doctor_count), 0), count(doctor_count)
FROM "medicare_users"
GROUP BY 1;--> statement-breakpoint
INSERT INTO "user_analytics_day_values" ("day", "kind", "value", "count")
SELECT v.day, v.kind, v.value, count(*)
FROM (
  SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 'county' AS kind, county AS value FROM "medicare_users"
  UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, 'radius', doctor_search_radius::text FROM "medicare_users"
  UNION ALL SELECT (created_at AT TIME ZONE 'UTC')::date, 'carrier', top_carrier FROM "medicare_users"
  UNION ALL
  SELECT (u.created_at AT TIME ZONE 'UTC')::date, 'medication', nullif(trim(e->>'name'), '')
  FROM "medicare_users" u,
       jsonb_array_elements(CASE WHEN jsonb_typeof(u.medications) = 'array' THEN u.medications ELSE '[]'::jsonb END) AS e
  UNION ALL
  SELECT (u.created_at AT TIME ZONE 'UTC')::date, 'specialty', coalesce(nullif(trim(e->>'specialty'), ''), 'Unknown')
  FROM "medicare_users" u,
       jsonb_array_elements(CASE WHEN jsonb_typeof(u.doctors) = 'array' THEN u.doctors ELSE '[]'::jsonb END) AS e
) AS v
WHERE v.value IS NOT NULL
GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "user_analytics_month_values" ("month", "kind", "value", "count")
SELECT date_trunc('month', "day")::date, "kind", "value", sum("count")
FROM "user_analytics_day_values"
GROUP BY 1, 2, 3;
