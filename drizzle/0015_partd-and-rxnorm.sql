CREATE TABLE "partd_costs" (
	"release_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"coverage_level" integer NOT NULL,
	"tier" integer NOT NULL,
	"days_supply" integer NOT NULL,
	"shares" jsonb NOT NULL,
	"specialty_tier" boolean NOT NULL,
	"deductible_applies" boolean NOT NULL,
	CONSTRAINT "partd_costs_release_id_plan_key_coverage_level_tier_days_supply_pk" PRIMARY KEY("release_id","plan_key","coverage_level","tier","days_supply")
);
--> statement-breakpoint
CREATE TABLE "partd_counties" (
	"release_id" integer NOT NULL,
	"county_code" text NOT NULL,
	"state" text NOT NULL,
	"county" text NOT NULL,
	"ma_region_code" text,
	"pdp_region_code" text,
	CONSTRAINT "partd_counties_release_id_county_code_pk" PRIMARY KEY("release_id","county_code")
);
--> statement-breakpoint
CREATE TABLE "partd_excluded_drugs" (
	"release_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"rxcui" text NOT NULL,
	"tier" integer NOT NULL,
	"quantity_limit" boolean NOT NULL,
	"quantity_limit_amount" numeric(12, 3),
	"quantity_limit_days" integer,
	"prior_authorization" boolean NOT NULL,
	"step_therapy" boolean NOT NULL,
	"capped_benefit" boolean NOT NULL,
	CONSTRAINT "partd_excluded_drugs_release_id_plan_key_rxcui_pk" PRIMARY KEY("release_id","plan_key","rxcui")
);
--> statement-breakpoint
CREATE TABLE "partd_formulary" (
	"release_id" integer NOT NULL,
	"formulary_id" text NOT NULL,
	"rxcui" text NOT NULL,
	"ndc" text NOT NULL,
	"tier" integer NOT NULL,
	"quantity_limit" boolean NOT NULL,
	"quantity_limit_amount" numeric(12, 3),
	"quantity_limit_days" integer,
	"prior_authorization" boolean NOT NULL,
	"step_therapy" boolean NOT NULL,
	CONSTRAINT "partd_formulary_release_id_formulary_id_rxcui_ndc_pk" PRIMARY KEY("release_id","formulary_id","rxcui","ndc")
);
--> statement-breakpoint
CREATE TABLE "partd_indications" (
	"release_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"rxcui" text NOT NULL,
	"disease" text NOT NULL,
	CONSTRAINT "partd_indications_release_id_plan_key_rxcui_disease_pk" PRIMARY KEY("release_id","plan_key","rxcui","disease")
);
--> statement-breakpoint
CREATE TABLE "partd_insulin_costs" (
	"release_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"tier" integer,
	"days_supply" integer NOT NULL,
	"copays" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partd_pharmacies" (
	"release_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"npi" text NOT NULL,
	"zip_code" varchar(5),
	"retail" boolean NOT NULL,
	"mail" boolean NOT NULL,
	"preferred_retail" boolean NOT NULL,
	"preferred_mail" boolean NOT NULL,
	"in_area" boolean NOT NULL,
	"floor_price" numeric(12, 2),
	"fees" jsonb NOT NULL,
	CONSTRAINT "partd_pharmacies_release_id_plan_key_npi_pk" PRIMARY KEY("release_id","plan_key","npi")
);
--> statement-breakpoint
CREATE TABLE "partd_plans" (
	"release_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"contract_id" text NOT NULL,
	"plan_number" text NOT NULL,
	"segment_id" text NOT NULL,
	"contract_name" text,
	"plan_name" text,
	"formulary_id" text NOT NULL,
	"premium" numeric(10, 2),
	"deductible" numeric(10, 2),
	"snp" text,
	"suppressed" boolean DEFAULT false NOT NULL,
	"county_codes" text[] NOT NULL,
	CONSTRAINT "partd_plans_release_id_plan_key_pk" PRIMARY KEY("release_id","plan_key")
);
--> statement-breakpoint
CREATE TABLE "partd_pricing" (
	"release_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"ndc" text NOT NULL,
	"days_supply" integer NOT NULL,
	"unit_cost" numeric(14, 5) NOT NULL,
	CONSTRAINT "partd_pricing_release_id_ndc_plan_key_days_supply_pk" PRIMARY KEY("release_id","ndc","plan_key","days_supply")
);
--> statement-breakpoint
CREATE TABLE "partd_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_year" integer NOT NULL,
	"release_label" text NOT NULL,
	"release_date" text,
	"source_name" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rx_drugs" (
	"rxcui" text PRIMARY KEY NOT NULL,
	"generic_rxcui" text,
	"tty" text NOT NULL,
	"full_name" text NOT NULL,
	"full_generic_name" text,
	"brand_name" text,
	"display_name" text,
	"route" text,
	"dose_form" text,
	"strength" text,
	"synonym" text,
	"psn" text,
	"retired" boolean DEFAULT false NOT NULL,
	"medication_name" text,
	"dosage" text,
	"source" text NOT NULL,
	"sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partd_costs" ADD CONSTRAINT "partd_costs_release_id_partd_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."partd_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partd_counties" ADD CONSTRAINT "partd_counties_release_id_partd_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."partd_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partd_excluded_drugs" ADD CONSTRAINT "partd_excluded_drugs_release_id_partd_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."partd_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partd_formulary" ADD CONSTRAINT "partd_formulary_release_id_partd_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."partd_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partd_indications" ADD CONSTRAINT "partd_indications_release_id_partd_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."partd_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partd_insulin_costs" ADD CONSTRAINT "partd_insulin_costs_release_id_partd_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."partd_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partd_pharmacies" ADD CONSTRAINT "partd_pharmacies_release_id_partd_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."partd_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partd_plans" ADD CONSTRAINT "partd_plans_release_id_partd_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."partd_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partd_pricing" ADD CONSTRAINT "partd_pricing_release_id_partd_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."partd_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rx_drugs" ADD CONSTRAINT "rx_drugs_medication_name_medication_lookup_name_fk" FOREIGN KEY ("medication_name") REFERENCES "public"."medication_lookup"("name") ON DELETE set null ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "partd_formulary_rxcui_idx" ON "partd_formulary" USING btree ("release_id","rxcui");--> statement-breakpoint
CREATE INDEX "partd_insulin_costs_plan_idx" ON "partd_insulin_costs" USING btree ("release_id","plan_key");--> statement-breakpoint
CREATE INDEX "partd_releases_year_idx" ON "partd_releases" USING btree ("contract_year","current");--> statement-breakpoint
CREATE INDEX "rx_drugs_medication_idx" ON "rx_drugs" USING btree ("medication_name");--> statement-breakpoint
CREATE INDEX "rx_drugs_generic_idx" ON "rx_drugs" USING btree ("generic_rxcui");