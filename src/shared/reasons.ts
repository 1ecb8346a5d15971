/**
 * A plan's plain-words reasons as data (design.md §6 "Explainable", issue 20): the engine says
 * which fact applies and with which figures; the words come from the `reasons` catalogue in the
 * reader's language (src/shared/i18n/reasons-text.ts). Stored results keep these, so a result made
 * in English reads in Spanish too. Results stored before reasons were data keep their English
 * sentences, which read as they were written.
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
 * A value inside a reason: a number is an amount or count (amounts are whole dollars, formatted in
 * the reader's language), a string is a name shown as given (a drug, a doctor), a list names other
 * catalogue keys joined in the reader's language (drug limits, extras), a reason is words of its
 * own ("tier 3", "in network"), and null is an amount not on file ("N/A").
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
