-- ADR 0016: a plan's service area as (state, county) keys, `OK` for the whole state and
-- `OK|tulsa` for one county (src/shared/service-area.ts). Existing rows take theirs from region
-- (a state's name or code; null or any other text: OK, the one state ClearPlan covered) and
-- counties (none: the whole state). The UPDATE is re-run by service-area-migration.test.ts.
ALTER TABLE "medicare_plans" ADD COLUMN "service_area" text[];--> statement-breakpoint
UPDATE "medicare_plans" p SET "service_area" = coalesce(
  (SELECT array_agg(DISTINCT ps.code || '|' || lower(btrim(c)) ORDER BY ps.code || '|' || lower(btrim(c)))
     FROM unnest(p.counties) AS c WHERE btrim(c) <> ''),
  ARRAY[ps.code])
FROM (
  SELECT m.id, coalesce(
    (SELECT s.code FROM (VALUES
    ('AL', 'Alabama'),
    ('AK', 'Alaska'),
    ('AZ', 'Arizona'),
    ('AR', 'Arkansas'),
    ('CA', 'California'),
    ('CO', 'Colorado'),
    ('CT', 'Connecticut'),
    ('DE', 'Delaware'),
    ('DC', 'District of Columbia'),
    ('FL', 'Florida'),
    ('GA', 'Georgia'),
    ('HI', 'Hawaii'),
    ('ID', 'Idaho'),
    ('IL', 'Illinois'),
    ('IN', 'Indiana'),
    ('IA', 'Iowa'),
    ('KS', 'Kansas'),
    ('KY', 'Kentucky'),
    ('LA', 'Louisiana'),
    ('ME', 'Maine'),
    ('MD', 'Maryland'),
    ('MA', 'Massachusetts'),
    ('MI', 'Michigan'),
    ('MN', 'Minnesota'),
    ('MS', 'Mississippi'),
    ('MO', 'Missouri'),
    ('MT', 'Montana'),
    ('NE', 'Nebraska'),
    ('NV', 'Nevada'),
    ('NH', 'New Hampshire'),
    ('NJ', 'New Jersey'),
    ('NM', 'New Mexico'),
    ('NY', 'New York'),
    ('NC', 'North Carolina'),
    ('ND', 'North Dakota'),
    ('OH', 'Ohio'),
    ('OK', 'Oklahoma'),
    ('OR', 'Oregon'),
    ('PA', 'Pennsylvania'),
    ('RI', 'Rhode Island'),
    ('SC', 'South Carolina'),
    ('SD', 'South Dakota'),
    ('TN', 'Tennessee'),
    ('TX', 'Texas'),
    ('UT', 'Utah'),
    ('VT', 'Vermont'),
    ('VA', 'Virginia'),
    ('WA', 'Washington'),
    ('WV', 'West Virginia'),
    ('WI', 'Wisconsin'),
    ('WY', 'Wyoming'),
    ('PR', 'Puerto Rico'),
    ('GU', 'Guam'),
    ('VI', 'Virgin Islands'),
    ('AS', 'American Samoa'),
    ('MP', 'Northern Mariana Islands')
    ) AS s(code, name)
     WHERE lower(s.name) = lower(regexp_replace(btrim(m.region), '\s+', ' ', 'g'))
        OR s.code = upper(btrim(m.region))
     LIMIT 1),
    'OK') AS code
  FROM "medicare_plans" m
) AS ps
WHERE ps.id = p.id;--> statement-breakpoint
ALTER TABLE "medicare_plans" ALTER COLUMN "service_area" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "medicare_plans_service_area_idx" ON "medicare_plans" USING gin ("service_area");--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD CONSTRAINT "medicare_plans_service_area_not_empty" CHECK (cardinality("medicare_plans"."service_area") > 0);
