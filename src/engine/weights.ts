/**
 * Every weight of the score, each with its reason (ADR 0012, replacing ADR 0007's): cost 55, drugs 10,
 * doctors 10, stars 10, priorities 15, and two adjustments ≤ 0 (no drug coverage, dominance cap).
 * Fields the yearly cost already prices earn no points: counting them twice let a dearer plan win.
 */

/** What the person will pay comes first: most of the score, and relative to their cheapest plan. */
export const YEARLY_COST_MAX_POINTS = 55;
/**
 * Cost points = MAX × S / (S + (cost − the cheapest plan's cost)): the cheapest plan earns all 55,
 * $500 more earns 41.3, $1,500 more 27.5, $3,000 more 18.3, $13,000 more 5.5. Strictly decreasing
 * at every cost, so a plan thousands dearer never recovers the gap from the smaller parts.
 */
export const YEARLY_COST_SCALE = 1500;

/** Whether the plan covers the person's drugs matters apart from what they cost (prior auth, changes). */
export const MEDICATION_COVERAGE_MAX_POINTS = 10;
/** Keeping one's doctors is the second thing seniors ask about. */
export const DOCTOR_NETWORK_MAX_POINTS = 10;
/** CMS quality stars: the best single measure of a plan's service; 1 star earns 0, 5 stars 10. */
export const STAR_RATING_MAX_POINTS = 10;

/**
 * The priorities the person picks share this pool equally; with none picked every plan earns all of
 * it, so extras never buy a rank nobody asked for.
 */
export const PRIORITY_MAX_POINTS = 15;
/** Low premium as a priority: quality = REF / (REF + monthly premium): $0 full, $50 half. */
export const LOW_PREMIUM_REFERENCE = 50;

/**
 * No drug coverage without other creditable coverage: the late-enrollment penalty is added for life
 * after 63 days without it, and they are unprotected if a drug is needed later.
 */
export const NO_DRUG_COVERAGE_POINTS = -10;
