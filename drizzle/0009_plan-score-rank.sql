ALTER TABLE "plan_scores" ADD COLUMN "rank" integer;--> statement-breakpoint
-- Backfill of the earlier submissions in the results page's order (services/submit-profile.ts
-- sets it the same way for new ones).
UPDATE "plan_scores" AS ps SET "rank" = ranked."rank"
FROM (
	SELECT s."id", row_number() OVER (
		PARTITION BY s."user_id"
		ORDER BY s."total_score" DESC, s."estimated_annual_cost" ASC, p."plan_id" ASC
	) AS "rank"
	FROM "plan_scores" s
	JOIN "medicare_plans" p ON p."id" = s."plan_id"
) AS ranked
WHERE ranked."id" = ps."id";--> statement-breakpoint
CREATE INDEX "plan_scores_user_rank_idx" ON "plan_scores" USING btree ("user_id","rank");
