/**
 * The answer of POST .../pharmacy-cost (pharmacy-cost-contracts.ts), apart from the request's
 * contract so the browser, which imports that file, does not carry this schema.
 */
import { z } from 'zod';
import { drugPricingSchema } from './api-responses.ts';

/**
 * The year's drug cost for one plan of a result at one pharmacy near the person (the plan page's
 * "A pharmacy near you"), worked out as a submission that picked that pharmacy would store it.
 */
export const pharmacyCostSchema = z.strictObject({
  /** The plan's public id (H1234-001). */
  planId: z.string(),
  /** The pharmacy as this plan sees it: its name, in the network or not, preferred or standard. */
  pharmacy: drugPricingSchema.shape.specificPharmacy.unwrap(),
  /** The year's drug cost there, from the month coverage starts; at full price outside the network. */
  annualDrugCost: z.number(),
});
