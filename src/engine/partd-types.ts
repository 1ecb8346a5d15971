/**
 * A plan's drug benefit from CMS's quarterly Part D files (docs/import-partd.md), in the engine's shape;
 * built by services/catalogue/partd-loader.ts.
 */

import type { PharmacyChoice } from '../shared/profile-answers.ts';

export {
  type ExtraHelpLevel,
  hasExtraHelp,
  PHARMACY_CHOICES,
  type PharmacyChoice,
} from '../shared/profile-answers.ts';

/** The four pharmacy columns of the beneficiary cost file (…_PREF, …_NONPREF, …_MAIL_PREF, …_MAIL_NONPREF). */
export type PharmacyColumn = 'pref' | 'nonpref' | 'mailPref' | 'mailNonpref';

/** CMS COVERAGE_LEVEL: 0 before the deductible is met, 1 initial coverage, 3 catastrophic. */
export type CoverageLevel = 0 | 1 | 3;

/** Days supply of a fill (the file's DAYS_SUPPLY codes 1 = 30, 4 = 60, 2 = 90). */
export type DaysSupply = 30 | 60 | 90;

/** One pharmacy column of a beneficiary cost row: COST_TYPE 1 copay, 2 coinsurance (rate 0–1); 0 or blank = none. */
export type PartDCostShare =
  | { kind: 'copay'; amount: number }
  | { kind: 'coinsurance'; rate: number; min: number | null; max: number | null }
  | null;

/** A beneficiary cost row: what the member pays at each pharmacy column for a tier, level and supply. */
export type PartDCostRow = {
  coverageLevel: CoverageLevel;
  tier: number;
  daysSupply: DaysSupply;
  shares: Record<PharmacyColumn, PartDCostShare>;
  specialtyTier: boolean;
  /** DED_APPLIES_YN: the deductible applies to this tier. */
  deductibleApplies: boolean;
};

/** An insulin beneficiary cost row: the copay (the plan's, at most $35 a month) per pharmacy column. */
export type PartDInsulinRow = {
  tier: number | null;
  daysSupply: DaysSupply;
  copays: Record<PharmacyColumn, number | null>;
};

/** A drug on the formulary (basic or excluded-drugs file), with the NDC the plan prices. */
export type PartDDrug = {
  rxcui: string;
  tier: number;
  priorAuthorization: boolean;
  stepTherapy: boolean;
  quantityLimit: { amount: number | null; days: number | null } | null;
  /** From the excluded drugs file: an enhanced plan's supplemental cover (does not count toward the cap). */
  excludedDrug: boolean;
  /** Indication-based coverage: covered only for these diseases (empty: every use). */
  indications: string[];
  /** Dollars per unit by days supply (pricing file, by NDC); missing supply: no price. */
  unitCost: Partial<Record<DaysSupply, number>>;
};

/** Dispensing fees of a pharmacy type, dollars per fill (brand/generic × 30/60/90 days). */
export type DispensingFees = { brand: Record<DaysSupply, number>; generic: Record<DaysSupply, number> };

export type PartDPlan = {
  /** The import (release) these rows came from. */
  release: {
    id: number;
    contractYear: number;
    releaseDate: string;
    sample: boolean;
    /** "2026 Q4" */
    label?: string;
  };
  /** The plan information file's DEDUCTIBLE. */
  deductible: number;
  costs: PartDCostRow[];
  insulin: PartDInsulinRow[];
  /** Formulary drugs by RxCUI (only the person's drugs are loaded). */
  drugs: ReadonlyMap<string, PartDDrug>;
  /** Fees per pharmacy choice (median of the network's pharmacies of that kind); null when none. */
  pharmacies: Record<PharmacyChoice, DispensingFees | null>;
  /** The person's own pharmacy (when picked): its kind and fees; `inNetwork: false` when not in network. */
  specificPharmacy?:
    | { inNetwork: true; preferred: boolean; fees: DispensingFees | null }
    | { inNetwork: false };
};
