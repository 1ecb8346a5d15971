-- Counselor accounts (issue 20, ADR 0020): a submission may belong to a counselor (an admin_users
-- row of role 'counselor'), records when the counselor's client consented, and carries the date
-- after which the retention job deletes it. Existing submissions get created_at + 400 days (the
-- default RETENTION_DAYS); the column default covers rows written outside the app.
ALTER TABLE "medicare_users" ADD COLUMN "counselor_id" integer;--> statement-breakpoint
ALTER TABLE "medicare_users" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "medicare_users" ADD COLUMN "retain_until" timestamp with time zone;--> statement-breakpoint
UPDATE "medicare_users" SET "retain_until" = "created_at" + interval '400 days';--> statement-breakpoint
ALTER TABLE "medicare_users" ALTER COLUMN "retain_until" SET DEFAULT now() + interval '400 days';--> statement-breakpoint
ALTER TABLE "medicare_users" ALTER COLUMN "retain_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "medicare_users" ADD CONSTRAINT "medicare_users_counselor_id_admin_users_id_fk" FOREIGN KEY ("counselor_id") REFERENCES "public"."admin_users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medicare_users_counselor_idx" ON "medicare_users" USING btree ("counselor_id","created_at");--> statement-breakpoint
CREATE INDEX "medicare_users_retain_until_idx" ON "medicare_users" USING btree ("retain_until");
