-- Plan years (issue 18): a plan's rows for 2026 and 2027 live side by side. Every existing plan,
-- premium row and submission was about 2026, the only year ClearPlan knew before this migration.
ALTER TABLE "plan_premiums" DROP CONSTRAINT "plan_premiums_plan_id_medicare_plans_plan_id_fk";--> statement-breakpoint
ALTER TABLE "medicare_plans" DROP CONSTRAINT "medicare_plans_plan_id_unique";--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "plan_year" integer NOT NULL DEFAULT 2026;--> statement-breakpoint
ALTER TABLE "medicare_plans" ALTER COLUMN "plan_year" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "medicare_users" ADD COLUMN "plan_year" integer NOT NULL DEFAULT 2026;--> statement-breakpoint
ALTER TABLE "medicare_users" ALTER COLUMN "plan_year" DROP DEFAULT;--> statement-breakpoint
UPDATE "plan_premiums" SET "contract_year" = 2026 WHERE "contract_year" IS NULL;--> statement-breakpoint
-- A premium row written with another year than its plan's (no such rows: the Landscape import
-- writes both from one file) would not find its plan below: it belongs to the plan's year.
UPDATE "plan_premiums" SET "contract_year" = 2026 WHERE "contract_year" <> 2026;--> statement-breakpoint
ALTER TABLE "plan_premiums" DROP CONSTRAINT "plan_premiums_plan_id_county_pk";--> statement-breakpoint
ALTER TABLE "plan_premiums" ALTER COLUMN "contract_year" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_premiums" ADD CONSTRAINT "plan_premiums_plan_id_contract_year_county_pk" PRIMARY KEY("plan_id","contract_year","county");--> statement-breakpoint
CREATE UNIQUE INDEX "medicare_plans_plan_year_uniq" ON "medicare_plans" USING btree ("plan_id","plan_year");--> statement-breakpoint
CREATE INDEX "medicare_plans_year_active_idx" ON "medicare_plans" USING btree ("plan_year","is_active");--> statement-breakpoint
ALTER TABLE "plan_premiums" ADD CONSTRAINT "plan_premiums_plan_year_fk" FOREIGN KEY ("plan_id","contract_year") REFERENCES "public"."medicare_plans"("plan_id","plan_year") ON DELETE cascade ON UPDATE cascade;
