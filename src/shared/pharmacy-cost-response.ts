// POST .../pharmacy-cost's answer, apart from the request contract so the browser does not carry it.
import { z } from 'zod';
import { drugPricingSchema } from './api-responses.ts';

/** One plan's year of drugs at a nearby pharmacy, as a submission picking it would store it. */
export const pharmacyCostSchema = z.strictObject({
  planId: z.string(),
  /** The pharmacy as this plan sees it: name, in network or not, preferred or standard. */
  pharmacy: drugPricingSchema.shape.specificPharmacy.unwrap(),
  /** The year's drug cost there from the start month; full price out of network. */
  annualDrugCost: z.number(),
});
