/**
 * "A pharmacy near you": a result plan's drug cost at a nearby pharmacy. POST, so the NPI is in the
 * body and the URL holds only the opaque result and public plan ids (ADR 0011).
 */
import { z } from 'zod';
import type { pharmacyCostSchema } from './pharmacy-cost-response.ts';

export const PHARMACY_NPI_MESSAGE = 'Choose a pharmacy from the list';

/** POST /api/medicare/recommendations/:userId/plans/:planId/pharmacy-cost. */
export const pharmacyCostRequestSchema = z.strictObject({
  npi: z.string({ error: PHARMACY_NPI_MESSAGE }).regex(/^\d{10}$/, { error: PHARMACY_NPI_MESSAGE }),
});
export type PharmacyCostRequest = z.infer<typeof pharmacyCostRequestSchema>;
export type PharmacyCost = z.infer<typeof pharmacyCostSchema>;

/** The path of the route, for the server (as registered) and the client (with the ids filled in). */
export const PHARMACY_COST_ROUTE = '/api/medicare/recommendations/:userId/plans/:planId/pharmacy-cost';
export const pharmacyCostPath = (userId: string, planId: string) =>
  `/api/medicare/recommendations/${encodeURIComponent(userId)}/plans/${encodeURIComponent(planId)}/pharmacy-cost`;

/** The refusals a person could meet, in words (the page says them as the server does). */
export const PHARMACY_COST_MESSAGES = {
  planNotInResults: 'This plan is not one of the plans in these results.',
  pharmacyUnknown: "We could not find that pharmacy in Medicare's pharmacy files. Choose one from the list.",
  estimateOnly:
    "This plan's drug prices are not in Medicare's files, so its drug costs are our estimate, the same at every pharmacy.",
} as const;
