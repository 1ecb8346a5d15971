CREATE TABLE "medigap_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_year" integer NOT NULL,
	"state" varchar(2) DEFAULT 'OK' NOT NULL,
	"carrier" text NOT NULL,
	"plan_letter" text NOT NULL,
	"rating_method" text NOT NULL,
	"age_from" integer NOT NULL,
	"age_to" integer NOT NULL,
	"sex" text NOT NULL,
	"tobacco" boolean NOT NULL,
	"zip3" varchar(3),
	"monthly_premium" numeric(10, 2) NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medigap_rates_natural_key" UNIQUE NULLS NOT DISTINCT("plan_year","state","carrier","plan_letter","rating_method","age_from","sex","tobacco","zip3"),
	CONSTRAINT "medigap_rates_plan_letter" CHECK ("medigap_rates"."plan_letter" in ('A', 'B', 'C', 'D', 'F', 'HDF', 'G', 'HDG', 'K', 'L', 'M', 'N')),
	CONSTRAINT "medigap_rates_rating_method" CHECK ("medigap_rates"."rating_method" in ('attained-age', 'issue-age', 'community-rated')),
	CONSTRAINT "medigap_rates_sex" CHECK ("medigap_rates"."sex" in ('female', 'male', 'any')),
	CONSTRAINT "medigap_rates_state" CHECK ("medigap_rates"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "medigap_rates_zip3" CHECK ("medigap_rates"."zip3" ~ '^[0-9]{3}$'),
	CONSTRAINT "medigap_rates_ages" CHECK ("medigap_rates"."age_from" >= 0 and "medigap_rates"."age_from" <= "medigap_rates"."age_to" and "medigap_rates"."age_to" <= 120),
	CONSTRAINT "medigap_rates_premium_positive" CHECK ("medigap_rates"."monthly_premium" > 0)
);
--> statement-breakpoint
CREATE INDEX "medigap_rates_lookup_idx" ON "medigap_rates" USING btree ("plan_year","state","plan_letter");