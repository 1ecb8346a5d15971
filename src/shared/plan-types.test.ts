import { describe, expect, it } from 'vitest';
import { KNOWN_PLAN_TYPES, normalizePlanType, planTypeChoices } from './plan-types.ts';

describe('normalizePlanType', () => {
  it.each([
    // The near-duplicates of issue 16.
    ['HMO CSNP', 'HMO C-SNP'],
    ['HMO C-SNP', 'HMO C-SNP'],
    ['hmo c snp', 'HMO C-SNP'],
    ['HMO-C-SNP', 'HMO C-SNP'],
    ['PPO DSNP', 'PPO D-SNP'],
    ['HMO-POS D-SNP', 'HMO-POS D-SNP'],
    ['HMO POS', 'HMO-POS'],
    ['hmo/pos', 'HMO-POS'],
    ['Local PPO', 'PPO'],
    ['Regional PPO', 'PPO'],
    ['ma pd', 'MA-PD'],
    ['MAPD', 'MA-PD'],
    ['1876 Cost', 'Cost'],
    ['snp', 'SNP'],
    [' HMO ', 'HMO'],
    // Unknown types keep their spelling, spaces tidied.
    ['Medicare  Savings Account', 'Medicare Savings Account'],
    ['D-SNP', 'D-SNP'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(normalizePlanType(input)).toBe(expected);
  });

  it('leaves every known type as it is', () => {
    for (const type of KNOWN_PLAN_TYPES) expect(normalizePlanType(type)).toBe(type);
  });
});

describe('planTypeChoices', () => {
  it('the known types first, then the data’s other types once each', () => {
    expect(
      planTypeChoices(['HMO CSNP', 'hmo', 'Medicare Savings Account', 'medicare savings account']),
    ).toEqual([...KNOWN_PLAN_TYPES, 'Medicare Savings Account']);
  });
});
