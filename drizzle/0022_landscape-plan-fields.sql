ALTER TABLE "medicare_plans" ADD COLUMN "contract_category" text;--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "part_c_premium" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "part_d_premium" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "star_rating_state" text;--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "part_c_star_rating" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "part_c_star_rating_state" text;--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "part_d_star_rating" numeric(3, 1);--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "part_d_star_rating_state" text;--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "snp_type" text;--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "dsnp_integration_status" text;--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "csnp_condition_types" text;--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD COLUMN "zero_dollar_cost_sharing" boolean;--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD CONSTRAINT "medicare_plans_contract_category_values" CHECK ("medicare_plans"."contract_category" in ('MA', 'MA-PD', 'SNP', 'PDP'));--> statement-breakpoint
ALTER TABLE "medicare_plans" ADD CONSTRAINT "medicare_plans_star_state_values" CHECK ("medicare_plans"."star_rating_state" in ('not-enough-data', 'too-new', 'not-applicable')
        and "medicare_plans"."part_c_star_rating_state" in ('not-enough-data', 'too-new', 'not-applicable')
        and "medicare_plans"."part_d_star_rating_state" in ('not-enough-data', 'too-new', 'not-applicable'));