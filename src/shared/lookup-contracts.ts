/** Contracts of the finder's look-ups: counties, providers, drugs (spec §3, §5, §7, §9). */
import { z } from 'zod';
import type {
  countyValidateResponseSchema,
  medicationLookupItemSchema,
  pharmacySearchResultSchema,
  providerSearchResultSchema,
} from './api-responses.ts';
import { RADIUS_MAX, RADIUS_MIN, SEARCH_MIN_CHARS } from './constants.ts';

export const ZIP_MESSAGE = 'ZIP code must be 5 digits';
export const zipCodeSchema = z.string().regex(/^\d{5}$/, ZIP_MESSAGE);

export const countyValidateSchema = z.object({
  zipCode: zipCodeSchema,
  county: z.string().trim().min(1, 'County is required').max(100, 'County is too long'),
});
export type CountyValidateRequest = z.infer<typeof countyValidateSchema>;
export type CountyValidateResponse = z.infer<typeof countyValidateResponseSchema>;

export const SEARCH_MIN_MESSAGE = `Type at least ${SEARCH_MIN_CHARS} characters to search.`;

/** Spec §5: the doctor search radius, whole miles 1–200 (the form and the provider search). */
export const radiusSchema = z.coerce
  .number({ message: 'Radius must be a number' })
  .int('Radius must be a whole number of miles')
  .min(RADIUS_MIN, 'Radius must be at least 1 mile')
  .max(RADIUS_MAX, 'Radius cannot exceed 200 miles');

/** POST /api/providers/search (spec §7 says GET; ADR 0011: names and ZIPs never in a URL). */
export const providerSearchQuerySchema = z.strictObject({
  q: z
    .string({ message: SEARCH_MIN_MESSAGE })
    .trim()
    .min(SEARCH_MIN_CHARS, SEARCH_MIN_MESSAGE)
    .max(100, 'Search text is too long'),
  userZip: zipCodeSchema.optional(),
  radius: radiusSchema.optional(),
});

/** Spec §3 provider search result, plus distance from the user's ZIP when a radius was given. */
export type ProviderSearchResult = z.infer<typeof providerSearchResultSchema>;

/** Spec §3 medication lookup item. */
export type MedicationLookupItem = z.infer<typeof medicationLookupItemSchema>;

export const PROVIDER_SEARCH_LIMIT = 20;

/** How far the pharmacy search looks from the ZIP's centre, in miles. */
export const PHARMACY_SEARCH_MILES = 30;

/** Pharmacies near the ZIP, optionally by name (POST: the ZIP stays out of URLs). */
export const pharmacySearchQuerySchema = z.strictObject({
  zipCode: zipCodeSchema,
  q: z.string().trim().max(100, 'Search text is too long').optional(),
  /** Pharmacies in that year's network files; any year's when left out. */
  planYear: z.number({ error: 'Plan year must be a year' }).int().min(2000).max(2100).optional(),
});
export type PharmacySearchQuery = z.infer<typeof pharmacySearchQuerySchema>;
export type PharmacySearchResult = z.infer<typeof pharmacySearchResultSchema>;
