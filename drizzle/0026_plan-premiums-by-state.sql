-- ADR 0016: a plan's county premiums are keyed by state too. Existing rows are of their plan's
-- state: the one state of its service area (migration 0025 gave every plan one), else OK.
ALTER TABLE "plan_premiums" ADD COLUMN "state" varchar(2);--> statement-breakpoint
UPDATE "plan_premiums" pp SET "state" = coalesce(
  (SELECT split_part(p.service_area[1], '|', 1) FROM "medicare_plans" p
    WHERE p.plan_id = pp.plan_id AND p.plan_year = pp.contract_year),
  'OK');--> statement-breakpoint
ALTER TABLE "plan_premiums" ALTER COLUMN "state" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_premiums" DROP CONSTRAINT "plan_premiums_plan_id_contract_year_county_pk";--> statement-breakpoint
ALTER TABLE "plan_premiums" ADD CONSTRAINT "plan_premiums_plan_id_contract_year_state_county_pk" PRIMARY KEY("plan_id","contract_year","state","county");
