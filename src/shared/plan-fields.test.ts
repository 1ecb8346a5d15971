import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { medicarePlans } from '../server/db/schema.ts';
import { headerKey } from '../server/services/import/header-mapping.ts';
import { PLAN_IMPORT_FIELDS } from './import-contracts.ts';
import {
  BENEFIT_KEYS,
  COPAY_KEYS,
  fieldInSentence,
  fieldLabel,
  fieldsIn,
  PLAN_FIELDS,
  plainLabel,
  SCORE_CATEGORIES,
  TIER_KEYS,
} from './plan-fields.ts';

describe('plan fields (shared/plan-fields.ts)', () => {
  it('names each key once', () => {
    const keys = PLAN_FIELDS.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists exactly the plan table’s columns an admin can write; the nested objects hold the rest', () => {
    const columns = Object.keys(getTableColumns(medicarePlans));
    // The *AsImported columns keep an import file's spelling (issue 16); only imports write them.
    const notFields = ['id', 'createdAt', 'updatedAt', 'copayStructure', 'benefits', 'prescriptionTiers'];
    // What only CMS's Landscape file gives (issue 18: Part C and D premiums and stars, SNP details),
    // written by the Landscape import alone (plan-premiums.ts), never by an admin's form.
    const fromLandscape = [
      'contractCategory',
      'csnpConditionTypes',
      'dsnpIntegrationStatus',
      'partCPremium',
      'partCStarRating',
      'partCStarRatingState',
      'partDPremium',
      'partDStarRating',
      'partDStarRatingState',
      'snpType',
      'starRatingState',
      'zeroDollarCostSharing',
    ];
    // Made by the writers from region and counties, and by a Landscape import per state (ADR 0016).
    const derived = ['serviceArea'];
    const written = columns.filter(
      (c) =>
        ![...notFields, ...fromLandscape, ...derived, 'carrierAsImported', 'planTypeAsImported'].includes(c),
    );
    expect(
      fieldsIn('plan')
        .map((f) => f.key)
        .sort(),
    ).toEqual(written.sort());
  });

  it('keeps the scoring categories in the spec’s order (spec §2 "Scoring categories")', () => {
    expect(SCORE_CATEGORIES['Basic Plan Fields']).toEqual([
      'planType',
      'monthlyPremium',
      'partBPremiumReduction',
      'moopInNetwork',
      'moopOutNetwork',
      'starRating',
      'hasRxCoverage',
      'medicalDeductible',
      'rxDeductible',
      'hospitalNetwork',
      'preferredPharmacies',
    ]);
    expect(SCORE_CATEGORIES['Copay Structure']).toEqual(COPAY_KEYS);
    expect(SCORE_CATEGORIES['Additional Benefits']).toEqual(BENEFIT_KEYS);
    // deductibleTiers is read by the engine for the deductible, and earns no points of its own.
    expect(SCORE_CATEGORIES['Prescription Drug Tiers']).toEqual(
      TIER_KEYS.filter((k) => k !== 'deductibleTiers'),
    );
  });

  it('gives every import column a name no other column shares once case and punctuation go', () => {
    const names = PLAN_IMPORT_FIELDS.flatMap((f) => [f.field, f.label, ...(f.aliases ?? [])].map(headerKey));
    const owners = new Map<string, Set<string>>();
    PLAN_IMPORT_FIELDS.forEach((f) => {
      for (const name of [f.field, f.label, ...(f.aliases ?? [])].map(headerKey)) {
        owners.set(name, (owners.get(name) ?? new Set()).add(f.field));
      }
    });
    expect(names.length).toBeGreaterThan(PLAN_IMPORT_FIELDS.length * 2);
    expect([...owners].filter(([, fields]) => fields.size > 1)).toEqual([]);
  });

  it('names a field for admins, for members, and inside a sentence', () => {
    expect(fieldLabel('moopInNetwork')).toBe('MOOP In-Network');
    expect(plainLabel('moopInNetwork')).toBe('Out-of-pocket maximum (in network)');
    expect(fieldInSentence('moopInNetwork')).toBe('MOOP in-network');
    expect(fieldInSentence('partBPremiumReduction')).toBe('part B premium reduction');
    expect(fieldInSentence('monthlyPremium')).toBe('monthly premium');
    expect(fieldLabel('copayStructure')).toBe('Copays');
    expect(fieldLabel('mystery')).toBe('mystery');
  });
});
