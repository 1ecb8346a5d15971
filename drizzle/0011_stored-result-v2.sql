-- Stored results of version 1 (score points by name) become version 2 (points by position in
-- STORED_POINT_KEYS, services/stored-result.ts, whose first 56 keys are listed here in order; empty
-- parts left out), so readStoredResult reads one version only. Values are moved as they are (jsonb),
-- never through a number type; keys outside the list go to "extra". Rows of any other version are
-- left alone, so the statement can run again harmlessly.
UPDATE "plan_scores" AS ps SET "reasoning" = converted.v2
FROM (
	SELECT s."id", (
		SELECT b.obj - ARRAY(SELECT e.key FROM jsonb_each(b.obj) AS e WHERE e.value = 'null'::jsonb)
		FROM (
			SELECT jsonb_build_object(
				'version', 2,
				'rank', r->'rank',
				'top', CASE WHEN r->'inTopResults' = 'true'::jsonb THEN 'true'::jsonb END,
				'reasons', CASE WHEN jsonb_array_length(coalesce(r->'reasons', '[]')) > 0 THEN r->'reasons' END,
				'cost', r->'cost',
				'drugs', CASE WHEN jsonb_array_length(coalesce(r->'drugs', '[]')) > 0 THEN r->'drugs' END,
				'doctors', CASE WHEN jsonb_array_length(coalesce(r->'doctors', '[]')) > 0 THEN r->'doctors' END,
				'points', (
					SELECT jsonb_agg(coalesce(r->'scoreBreakdown'->k.key, '0'::jsonb) ORDER BY k.position)
					FROM unnest(ARRAY['planTypePoints', 'monthlyPremiumPoints', 'partBPremiumReductionPoints', 'moopInNetworkPoints', 'moopOutNetworkPoints', 'starRatingPoints', 'hasRxCoveragePoints', 'medicalDeductiblePoints', 'rxDeductiblePoints', 'hospitalNetworkPoints', 'preferredPharmaciesPoints', 'pcpCopayInPoints', 'pcpCopayOonPoints', 'specialistCopayInPoints', 'specialistCopayOonPoints', 'urgentCarePoints', 'labsInPoints', 'labsOonPoints', 'xraysInPoints', 'xraysOonPoints', 'erPoints', 'ambulanceGroundPoints', 'hospitalCopayInPoints', 'mriCtInPoints', 'dmeInPoints', 'ptOtStInPoints', 'outpatientSurgeryInPoints', 'ambulatorySurgeryInPoints', 'ambulanceAirPoints', 'skilledNursingInPoints', 'dentalPoints', 'hearingPoints', 'visionPoints', 'otcPoints', 'gymPoints', 'transportationPoints', 'mealsPoints', 'healthyFoodPoints', 'inHomeSupportPoints', 'smartWalletPoints', 'persDevicePoints', 'tier1RetailPoints', 'tier1MailPoints', 'tier2RetailPoints', 'tier2MailPoints', 'tier3RetailPoints', 'tier3MailPoints', 'tier4RetailPoints', 'tier4MailPoints', 'tier5RetailPoints', 'tier6RetailPoints', 'selectInsulinPoints', 'yearlyCostPoints', 'medicationCoveragePoints', 'doctorNetworkPoints', 'snpEligibilityPoints']::text[]) WITH ORDINALITY AS k(key, position)
				),
				'extra', nullif(
					coalesce(r->'scoreBreakdown', '{}'::jsonb) - ARRAY['planTypePoints', 'monthlyPremiumPoints', 'partBPremiumReductionPoints', 'moopInNetworkPoints', 'moopOutNetworkPoints', 'starRatingPoints', 'hasRxCoveragePoints', 'medicalDeductiblePoints', 'rxDeductiblePoints', 'hospitalNetworkPoints', 'preferredPharmaciesPoints', 'pcpCopayInPoints', 'pcpCopayOonPoints', 'specialistCopayInPoints', 'specialistCopayOonPoints', 'urgentCarePoints', 'labsInPoints', 'labsOonPoints', 'xraysInPoints', 'xraysOonPoints', 'erPoints', 'ambulanceGroundPoints', 'hospitalCopayInPoints', 'mriCtInPoints', 'dmeInPoints', 'ptOtStInPoints', 'outpatientSurgeryInPoints', 'ambulatorySurgeryInPoints', 'ambulanceAirPoints', 'skilledNursingInPoints', 'dentalPoints', 'hearingPoints', 'visionPoints', 'otcPoints', 'gymPoints', 'transportationPoints', 'mealsPoints', 'healthyFoodPoints', 'inHomeSupportPoints', 'smartWalletPoints', 'persDevicePoints', 'tier1RetailPoints', 'tier1MailPoints', 'tier2RetailPoints', 'tier2MailPoints', 'tier3RetailPoints', 'tier3MailPoints', 'tier4RetailPoints', 'tier4MailPoints', 'tier5RetailPoints', 'tier6RetailPoints', 'selectInsulinPoints', 'yearlyCostPoints', 'medicationCoveragePoints', 'doctorNetworkPoints', 'snpEligibilityPoints']::text[],
					'{}'::jsonb
				),
				'note', r->'eligibilityNote',
				'highlights', CASE WHEN jsonb_array_length(coalesce(r->'highlights', '[]')) > 0 THEN r->'highlights' END
			) AS obj
		) AS b
	) AS v2
	FROM "plan_scores" AS s, LATERAL (SELECT s."reasoning" AS r) AS l
	WHERE s."reasoning"->>'version' = '1'
) AS converted
WHERE converted."id" = ps."id";
