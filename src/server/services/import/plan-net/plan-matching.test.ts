import { describe, expect, it } from 'vitest';
import { ImportFileError } from '../import-file-error.ts';
import { clearPlanIdOfCms, matchPlans, parseMappingCsv } from './plan-matching.ts';
import type { InsurancePlanEntry } from './plan-net-reader.ts';
import type { YearSpan } from './plan-net-resources.ts';

describe('CMS plan ids as ClearPlan writes them', () => {
  it.each([
    ['H3706-001-000', 'H3706-001'], // segment 000 is the plan itself
    ['H3706-001-002', 'H3706-001-2'],
    ['h3706-001-2', 'H3706-001-2'],
    ['H3706-001', 'H3706-001'],
    ['H3706001000', 'H3706-001'],
    ['R5826-004-000', 'R5826-004'],
    ['H3706-01', null],
    ['PHC-HMO-27', null],
  ])('%s → %s', (cms, clearPlan) => {
    expect(clearPlanIdOfCms(cms)).toBe(clearPlan);
  });
});

describe('the mapping file', () => {
  it('reads InsurancePlan and network rows, converting CMS-style plan ids', () => {
    expect(
      parseMappingCsv(
        '\uFEFFsource,plan_id\r\nInsurancePlan/ip-dsnp-2027,H9001-005\r\nOrganization/net-ok-ppo,H9002-003-001\r\n',
      ),
    ).toEqual([
      { source: { type: 'InsurancePlan', id: 'ip-dsnp-2027' }, planId: 'H9001-005', line: 2 },
      { source: { type: 'Organization', id: 'net-ok-ppo' }, planId: 'H9002-003-1', line: 3 },
    ]);
  });

  it.each([
    ['id,plan\nInsurancePlan/x,H9001-001\n', /header line "source,plan_id"/],
    [
      'source,plan_id\nip-dsnp-2027,H9001-005\n',
      /line 2: source must be InsurancePlan\/<id> or Organization\/<id>/,
    ],
    ['source,plan_id\nLocation/x,H9001-005\n', /line 2/],
    ['source,plan_id\nInsurancePlan/x,H9001 005\n', /line 2: "H9001 005" is not a plan ID/],
  ])('refuses %j', (csv, message) => {
    expect(() => parseMappingCsv(csv)).toThrow(ImportFileError);
    expect(() => parseMappingCsv(csv)).toThrow(message);
  });
});

const plan = (id: string, cms: string[], networks: string[], years: YearSpan = { from: 2027, to: 2027 }) =>
  ({
    id,
    name: null,
    years,
    product: { cmsPlanIds: cms, otherIdentifiers: [], networkIds: networks },
    plans: [],
  }) satisfies InsurancePlanEntry;

describe('matching InsurancePlans to plans for a year', () => {
  const plans = [
    plan('a', ['H9001-001-000'], ['n1']),
    plan('b', ['H9001-002-000'], ['n1']),
    plan('c', ['H9001-001-000'], ['n-old'], { from: 2026, to: 2026 }),
    plan('d', [], ['n2']),
    plan('e', ['not-a-cms-id'], ['n3']),
    plan('f', ['H9001-003-000'], ['n4'], { from: null, to: null }),
  ];
  const networks = new Map(['n1', 'n2', 'n3', 'n4', 'n5'].map((id) => [id, { id, name: null }]));

  it('uses CMS ids, passes over other years, and reports plans it cannot place', () => {
    const match = matchPlans(plans, networks, [], 2027);
    expect(Object.fromEntries([...match.networksByPlan].map(([k, v]) => [k, [...v]]))).toEqual({
      'H9001-001': ['n1'],
      'H9001-002': ['n1'],
      'H9001-003': ['n4'], // no period: any year
    });
    expect(match.insurancePlansOtherYear).toEqual(['c']);
    expect(match.insurancePlansWithoutPlanId).toEqual(['d', 'e']);
    expect(match.invalidCmsPlanIds).toEqual(['not-a-cms-id']);
  });

  it('lets the mapping name an InsurancePlan (over its CMS id) or add a network to a plan', () => {
    const mapping = parseMappingCsv(
      'source,plan_id\nInsurancePlan/d,H9001-005\nInsurancePlan/a,H9001-006\nOrganization/n5,H9001-002\nOrganization/gone,H9001-002\nInsurancePlan/gone,H9001-002\n',
    );
    const match = matchPlans(plans, networks, mapping, 2027);
    expect(Object.fromEntries([...match.networksByPlan].map(([k, v]) => [k, [...v]]))).toEqual({
      'H9001-006': ['n1'],
      'H9001-002': ['n1', 'n5'],
      'H9001-005': ['n2'],
      'H9001-003': ['n4'],
    });
    expect(match.unusedMappingRows).toEqual(['Organization/gone', 'InsurancePlan/gone']);
    expect(match.insurancePlansWithoutPlanId).toEqual(['e']);
  });

  it('gives the year of the import only: 2026 finds the 2026 product', () => {
    const match = matchPlans(plans, networks, [], 2026);
    expect([...(match.networksByPlan.get('H9001-001') ?? [])]).toEqual(['n-old']);
    expect(match.insurancePlansOtherYear).toEqual(['a', 'b', 'd', 'e']);
  });
});
