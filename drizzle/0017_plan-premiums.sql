CREATE TABLE "plan_premiums" (
	"plan_id" text NOT NULL,
	"county" text NOT NULL,
	"contract_year" integer,
	"part_c_premium" numeric(10, 2),
	"part_d_premium" numeric(10, 2),
	"part_d_premium_extra_help" numeric(10, 2),
	"sample" boolean DEFAULT false NOT NULL,
	"source_file" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_premiums_plan_id_county_pk" PRIMARY KEY("plan_id","county")
);
--> statement-breakpoint
ALTER TABLE "plan_premiums" ADD CONSTRAINT "plan_premiums_plan_id_medicare_plans_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."medicare_plans"("plan_id") ON DELETE cascade ON UPDATE cascade;