ALTER TABLE "plan_networks" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Until now every network row of a database was the sample generator's unless an admin imported
-- one, and nothing said which: all are taken as sample (they then speak for sample providers only,
-- ADR 0014). Providers stay real (sample false) unless the seed generated them after this version.
UPDATE "plan_networks" SET "sample" = true;--> statement-breakpoint
CREATE INDEX "plan_networks_real_plan_idx" ON "plan_networks" USING btree ("plan_id") WHERE not "plan_networks"."sample";--> statement-breakpoint
CREATE INDEX "plan_networks_sample_plan_idx" ON "plan_networks" USING btree ("plan_id") WHERE "plan_networks"."sample";