/**
 * A plan's reasons as data (design.md §6 "Explainable"): the engine picks the fact and figures, the
 * `reasons` catalogue the words (i18n/reasons-text.ts), so a stored result reads in any language.
 * Older results keep their English sentences.
 */

/** Every reason the engine can give; each is a key of the `reasons` catalogue. */
export const REASON_KEYS = [
  'yearlyCost',
  'yearPaid',
  'yearlyCostFor',
  'yearPaidFor',
  'givebackAheadFor',
  'givebackTotalFor',
  'givebackAhead',
  'givebackTotal',
  'premium',
  'premiumExtraHelpSame',
  'premiumExtraHelpSameSample',
  'premiumExtraHelpLower',
  'premiumExtraHelpLowerSample',
  'premiumExtraHelpNotOnFile',
  'noRxWithDrugs',
  'noRx',
  'lateEnrollment',
  'drugsCovered',
  'tiersEstimated',
  'drugNotCoveredNoPrice',
  'drugNotCovered',
  'drugCoveredWithLimits',
  'drugCoveredWithLimitsStandard',
  'drugCoveredStandard',
  'drugVaccineFree',
  'doctorsInNetwork',
  'doctorNotInDirectory',
  'doctorNotVerified',
  'doctorNotInNetwork',
  'doctorInNetwork',
  'doctorInNetworkDistance',
  'unrated',
  'stars',
  'moop',
  'extras',
  'eligibilityDual',
  'eligibilityChronic',
  'eligibilityInstitutional',
  'eligibilityOther',
  'extraDental',
  'extraVision',
  'extraHearing',
  'extraOtc',
  'extraGym',
  'extraTransportation',
  'extraMeals',
  // What changes in a person's current plan from this year to the next (current-plan.ts).
  'changeNotOffered',
  'changeNoLastYear',
  'changePremium',
  'changeMoop',
  'changeTiersMedicareThenEstimate',
  'changeTiersEstimateThenMedicare',
  'changeDrugNoLongerCovered',
  'changeDrugBecomesCovered',
  'changeDrugMovesTier',
  'changeDoctor',
  'changeNone',
  'tier',
  'tierUnknown',
  'statusInNetwork',
  'statusOutOfNetwork',
  'statusNotVerified',
] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

/** Drug limits a covered drug may carry, listed inside `drugCoveredWithLimits`. */
export const DRUG_LIMIT_KEYS = ['priorAuthorization', 'stepTherapy', 'quantityLimit'] as const;
export type DrugLimitKey = (typeof DRUG_LIMIT_KEYS)[number];

/**
 * A reason's value: number (whole-dollar amount or count), string (a name as given), list (other
 * catalogue keys, joined), reason (own words, "tier 3"), or null (not on file, "N/A").
 */
export type ReasonValue = number | string | null | readonly string[] | Reason;

export type Reason = {
  readonly key: ReasonKey;
  readonly values?: Readonly<Record<string, ReasonValue>>;
};

/** A reason as stored: data since issue 20, or the English sentence of an older result. */
export type StoredReason = Reason | string;

export const reason = (key: ReasonKey, values?: Record<string, ReasonValue>): Reason =>
  values ? { key, values } : { key };
