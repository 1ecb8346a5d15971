CREATE TABLE "import_uploads" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "kind" text DEFAULT 'plans' NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "mode" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "import_uploads" ADD CONSTRAINT "import_uploads_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_jobs_created_at_idx" ON "import_jobs" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_status_values" CHECK ("import_jobs"."status" in ('pending', 'validating', 'importing', 'completed', 'failed'));