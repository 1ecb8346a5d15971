ALTER TABLE "medicare_users" ADD COLUMN "top_carrier" text;--> statement-breakpoint
ALTER TABLE "medicare_users" ADD COLUMN "medication_count" integer;--> statement-breakpoint
ALTER TABLE "medicare_users" ADD COLUMN "doctor_count" integer;--> statement-breakpoint
-- Backfill of the earlier submissions, in one pass over the table. The carrier of the rank-1
-- plan follows the results page's order (highest total score, then lowest estimated yearly cost,
-- then planId; services/submit-profile.ts topCarrierOf). Plans deleted since took their
-- plan_scores rows with them, so such a submission gets its best remaining plan's carrier (what
-- the analytics counted before); no eligible plan leaves it null. The counts are the lengths of
-- the JSON lists (null if one is not a list, which the averages then leave out, as before).
UPDATE "medicare_users" AS u SET
	"top_carrier" = (
		SELECT p."carrier"
		FROM "plan_scores" ps
		JOIN "medicare_plans" p ON p."id" = ps."plan_id"
		WHERE ps."user_id" = u."id"
		ORDER BY ps."total_score" DESC, ps."estimated_annual_cost" ASC, p."plan_id" ASC
		LIMIT 1
	),
	"medication_count" = CASE WHEN jsonb_typeof(u."medications") = 'array' THEN jsonb_array_length(u."medications") END,
	"doctor_count" = CASE WHEN jsonb_typeof(u."doctors") = 'array' THEN jsonb_array_length(u."doctors") END;
