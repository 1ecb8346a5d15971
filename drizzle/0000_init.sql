CREATE TABLE "admin_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"admin_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"hashed_password" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone,
	CONSTRAINT "admin_users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"entity_type" text,
	"entity_id" text,
	"client_address" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"records_processed" integer DEFAULT 0 NOT NULL,
	"records_total" integer DEFAULT 0 NOT NULL,
	"errors" jsonb,
	"admin_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "medicare_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer,
	"plan_id" text NOT NULL,
	"carrier" text NOT NULL,
	"plan_name" text NOT NULL,
	"plan_type" text NOT NULL,
	"monthly_premium" numeric(10, 2),
	"part_b_premium_reduction" numeric(10, 2),
	"moop_in_network" numeric(10, 2),
	"moop_out_network" numeric(10, 2),
	"medical_deductible" numeric(10, 2),
	"has_rx_coverage" boolean DEFAULT true NOT NULL,
	"rx_deductible" numeric(10, 2),
	"star_rating" numeric(3, 1),
	"hospital_network" text,
	"preferred_pharmacies" text,
	"copay_structure" jsonb,
	"benefits" jsonb,
	"prescription_tiers" jsonb,
	"region" text,
	"county" text,
	"counties" text[],
	"is_active" boolean DEFAULT true NOT NULL,
	"notes" text,
	"enrollment_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "medicare_plans_plan_id_unique" UNIQUE("plan_id")
);
--> statement-breakpoint
CREATE TABLE "medicare_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_date" text NOT NULL,
	"zip_code" varchar(5) NOT NULL,
	"county" text,
	"is_custom_county" boolean DEFAULT false NOT NULL,
	"doctor_search_radius" integer DEFAULT 20 NOT NULL,
	"medications" jsonb NOT NULL,
	"doctors" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "medication_lookup" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"generic_name" text,
	"category" text,
	"medication_type" text,
	"available_dosages" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text,
	"estimated_unit_price" numeric(10, 4),
	CONSTRAINT "medication_lookup_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "oklahoma_zip_counties" (
	"id" serial PRIMARY KEY NOT NULL,
	"zip_code" varchar(5) NOT NULL,
	"county" text NOT NULL,
	"share_pct" numeric(5, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_formulary" (
	"plan_id" integer NOT NULL,
	"medication_name" text NOT NULL,
	"tier" integer NOT NULL,
	"prior_authorization" boolean DEFAULT false NOT NULL,
	"quantity_limit" boolean DEFAULT false NOT NULL,
	"step_therapy" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plan_formulary_plan_id_medication_name_pk" PRIMARY KEY("plan_id","medication_name"),
	CONSTRAINT "plan_formulary_tier_range" CHECK ("plan_formulary"."tier" between 1 and 6)
);
--> statement-breakpoint
CREATE TABLE "plan_networks" (
	"plan_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	CONSTRAINT "plan_networks_plan_id_provider_id_pk" PRIMARY KEY("plan_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "plan_scores" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" integer NOT NULL,
	"total_score" numeric(5, 2),
	"cost_score" numeric(5, 2),
	"coverage_score" numeric(5, 2),
	"network_score" numeric(5, 2),
	"benefits_score" numeric(5, 2),
	"medications_covered" integer,
	"total_medications" integer,
	"doctors_in_network" integer,
	"total_doctors" integer,
	"estimated_annual_cost" numeric(10, 2),
	"reasoning" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_update_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer,
	"plan_code" text NOT NULL,
	"admin_user_id" integer,
	"action" text NOT NULL,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" serial PRIMARY KEY NOT NULL,
	"last_name_or_org_name" text NOT NULL,
	"first_name" text,
	"middle_name" text,
	"suffix" text,
	"title" text,
	"brdcrt" text,
	"physical_address1" text,
	"physical_address2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"zip_code_plus4" text,
	"county" text,
	"phone" text,
	"provider_type" text,
	"primary_specialty" text,
	"secondary_specialty" text,
	"npi" text,
	"primary_location" text,
	"status_effective_date" text,
	"org_type" text,
	"mca" text,
	"rsn" text,
	"active_date" text,
	"mca_role" text,
	CONSTRAINT "providers_npi_unique" UNIQUE("npi")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zip_coordinates" (
	"zip_code" varchar(5) PRIMARY KEY NOT NULL,
	"latitude" numeric(10, 8) NOT NULL,
	"longitude" numeric(11, 8) NOT NULL,
	"city" text,
	"state" varchar(2),
	"county" text
);
--> statement-breakpoint
ALTER TABLE "admin_sessions" ADD CONSTRAINT "admin_sessions_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_formulary" ADD CONSTRAINT "plan_formulary_plan_id_medicare_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."medicare_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_formulary" ADD CONSTRAINT "plan_formulary_medication_name_medication_lookup_name_fk" FOREIGN KEY ("medication_name") REFERENCES "public"."medication_lookup"("name") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "plan_networks" ADD CONSTRAINT "plan_networks_plan_id_medicare_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."medicare_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_networks" ADD CONSTRAINT "plan_networks_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_scores" ADD CONSTRAINT "plan_scores_user_id_medicare_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."medicare_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_scores" ADD CONSTRAINT "plan_scores_plan_id_medicare_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."medicare_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_update_history" ADD CONSTRAINT "plan_update_history_plan_id_medicare_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."medicare_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_update_history" ADD CONSTRAINT "plan_update_history_admin_user_id_admin_users_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."admin_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_sessions_admin_user_idx" ON "admin_sessions" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "medicare_plans_carrier_idx" ON "medicare_plans" USING btree ("carrier");--> statement-breakpoint
CREATE INDEX "medicare_plans_created_at_idx" ON "medicare_plans" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "medicare_users_created_at_idx" ON "medicare_users" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "oklahoma_zip_counties_zip_county_idx" ON "oklahoma_zip_counties" USING btree ("zip_code","county");--> statement-breakpoint
CREATE INDEX "plan_networks_provider_idx" ON "plan_networks" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_scores_user_plan_idx" ON "plan_scores" USING btree ("user_id","plan_id");--> statement-breakpoint
CREATE INDEX "plan_update_history_plan_code_idx" ON "plan_update_history" USING btree ("plan_code","created_at");--> statement-breakpoint
CREATE INDEX "providers_zip_code_idx" ON "providers" USING btree ("zip_code");