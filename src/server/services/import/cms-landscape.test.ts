import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { adminPlanCreateSchema, STAR_RATING_STEP } from '../../../shared/admin-plan-contracts.ts';
import { IMPORT_MESSAGES } from '../../../shared/import-contracts.ts';
import { DATA_DIR } from '../../db/seed/reference-data.ts';
import {
  countyName,
  landscapeMoney,
  landscapePlanId,
  landscapeStars,
  landscapeToPlans,
  mapPlanType,
} from './cms-landscape.ts';

const FIXTURE = path.resolve(DATA_DIR, '../tests/fixtures/import/cms-landscape-2026.csv');
const fixtureRows = (): Record<string, string>[] =>
  parse(fs.readFileSync(FIXTURE), { columns: true, bom: true, skip_empty_lines: true });

/** One 2026-style row: the columns a plan needs, overridden per test. */
function row(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    'Contract Category Type': 'MA-PD',
    'State Territory Abbreviation': 'OK',
    'County Name': 'Oklahoma',
    'Contract ID': 'H7100',
    'Plan ID': '001',
    'Segment ID': '0',
    'Sanctioned Plan': 'No',
    'Organization Marketing Name': 'Test Carrier',
    'Plan Name': 'Test Plan (HMO)',
    'Plan Type': 'HMO',
    'Special Needs Plan (SNP) Indicator': 'No',
    'SNP Type': 'Not Applicable',
    'Part D Coverage Indicator': 'Yes',
    'Annual Part D Deductible Amount': '$0.00 ',
    'Part D Total Premium': '$0.00 ',
    'Part C Premium': '$0.00 ',
    'Monthly Consolidated Premium (Part C + D)': '$0.00 ',
    'In-Network Maximum Out-of-Pocket (MOOP) Amount': '$3,400.00 ',
    'Overall Star Rating': '4.0',
    ...overrides,
  };
}
const convert = (rows: Record<string, string>[], state = 'OK') => landscapeToPlans(rows, { state });

describe('landscapeToPlans on the 2026 fixture', () => {
  it('maps every plan of Oklahoma field by field, in the order the file first lists them', () => {
    const result = convert(fixtureRows());
    expect(result.rowErrors).toEqual([]);
    expect(result.counts).toEqual({ rowsRead: 11, rowsInState: 10, plans: 5 });
    expect(result.plans).toEqual([
      {
        planId: 'H7001-001',
        planYear: 2026,
        carrier: 'Prairie Health',
        planName: 'Prairie Health Classic (HMO)',
        planType: 'HMO',
        region: 'Oklahoma',
        // Le Flore's premium is $5.00; the plan keeps the $0.00 of its three other counties.
        monthlyPremium: '0.00',
        moopInNetwork: '3900.00',
        rxDeductible: '0.00',
        hasRxCoverage: true,
        starRating: 4.5,
        county: 'Cleveland',
        counties: ['Cleveland', 'Le Flore', 'Oklahoma', 'Tulsa'],
      },
      {
        planId: 'H7001-002-1',
        planYear: 2026,
        carrier: 'Prairie Health',
        planName: 'Prairie Health Value Plus (HMO-POS)',
        planType: 'HMO-POS',
        region: 'Oklahoma',
        monthlyPremium: '29.00',
        moopInNetwork: '9250.00',
        rxDeductible: '615.00',
        hasRxCoverage: true,
        starRating: null, // "Not enough data available"
        county: 'Canadian',
        counties: ['Canadian', 'McClain'],
      },
      {
        planId: 'H7002-005', // Plan ID "5" padded to three digits
        planYear: 2026,
        carrier: 'Redbud Health',
        planName: 'Redbud Open Access (PPO)',
        planType: 'PPO', // "Local PPO"
        region: 'Oklahoma',
        monthlyPremium: '12.50',
        moopInNetwork: '6700.00',
        rxDeductible: null, // no Part D: "Not Applicable"
        hasRxCoverage: false,
        starRating: null, // "Plan too new to be measured"
        county: 'Payne',
        counties: ['Payne'],
      },
      {
        planId: 'H7003-010',
        planYear: 2026,
        carrier: 'Prairie Health',
        planName: 'Prairie Health Dual Complete (HMO D-SNP)',
        planType: 'HMO D-SNP',
        region: 'Oklahoma',
        monthlyPremium: '38.40',
        moopInNetwork: '9250.00',
        rxDeductible: '615.00',
        hasRxCoverage: true,
        starRating: 4,
        county: 'Oklahoma',
        counties: ['Oklahoma', 'Tulsa'],
      },
      {
        // A stand-alone drug plan (issue 18): kept, its premium the Part D premium.
        planId: 'S7005-001',
        planYear: 2026,
        carrier: 'Sooner Rx',
        planName: 'Sooner Rx Saver (PDP)',
        planType: 'PDP',
        region: 'Oklahoma',
        monthlyPremium: '21.10',
        moopInNetwork: null,
        rxDeductible: '615.00',
        hasRxCoverage: true,
        starRating: 3.5,
        county: 'Oklahoma',
        counties: ['Oklahoma'],
      },
    ]);
    for (const plan of result.plans) expect(adminPlanCreateSchema.safeParse(plan).success).toBe(true);
    expect(result.details.map((d) => [d.planId, d.contractCategory, d.snpType])).toEqual([
      ['H7001-001', 'MA-PD', null],
      ['H7001-002-1', 'MA-PD', null],
      ['H7002-005', 'MA', null],
      ['H7003-010', 'SNP', 'D-SNP'],
      ['S7005-001', 'PDP', null],
    ]);
  });

  it('keeps only the chosen state, by code in any letter case', () => {
    const texas = convert(fixtureRows(), 'tx');
    expect(texas.counts).toEqual({ rowsRead: 11, rowsInState: 1, plans: 1 });
    expect(texas.plans).toMatchObject([{ planId: 'H7004-003', region: 'Texas', counties: ['Dallas'] }]);
    expect(convert(fixtureRows(), 'KS')).toEqual({
      plans: [],
      details: [],
      premiums: [],
      rowErrors: [],
      counts: { rowsRead: 11, rowsInState: 0, plans: 0 },
    });
  });

  it('keeps the stand-alone drug plan (PDP) rows of the state as a plan of type PDP', () => {
    const pdp = convert(fixtureRows()).plans.find((p) => p.planId === 'S7005-001');
    expect(pdp).toMatchObject({ planType: 'PDP', hasRxCoverage: true, monthlyPremium: '21.10' });
  });
});

describe('landscape values', () => {
  it.each([
    ['$9,250.00 ', '9250.00'],
    ['$0.00 ', '0.00'],
    ['12.5', '12.50'],
    ['  $1,234,567.8 ', '1234567.80'],
    ['Not Applicable', null],
    ['not applicable ', null],
    ['N/A', null],
    ['', null],
    ['   ', null],
    ['$-', null],
    ['($20.80)', '-20.80'],
    ['about $5', 'about5'],
  ])('money %j → %j', (text, expected) => {
    expect(landscapeMoney(text)).toBe(expected);
  });

  it.each([
    ['4.5', 4.5, null],
    ['4.0', 4, null],
    [' 3 ', 3, null],
    ['4.5 out of 5 stars', 4.5, null],
    ['4 Stars', 4, null],
    ['Not enough data available', null, 'not-enough-data'],
    ['Plan too new to be measured', null, 'too-new'],
    ['Not Applicable', null, 'not-applicable'],
    ['', null, null],
  ])('stars %j → %j (%s)', (text, expected, state) => {
    expect(landscapeStars(text)).toEqual({ ok: true, value: expected, state });
  });

  it.each(['Four stars', '4.5/5', '★★★'])('stars %j is not understood', (text) => {
    expect(landscapeStars(text)).toEqual({ ok: false });
  });

  it.each([
    ['HMO', '', '', 'HMO'],
    ['HMOPOS', '', '', 'HMO-POS'],
    ['HMO-POS', '', '', 'HMO-POS'],
    ['Local PPO', '', '', 'PPO'],
    ['Regional PPO', '', '', 'PPO'],
    ['PPO', '', '', 'PPO'],
    ['PFFS', '', '', 'PFFS'],
    ['MSA', '', '', 'MSA'],
    ['1876 Cost', '', '', 'Cost'],
    ['HMO D-SNP', 'Yes', 'Dual-Eligible', 'HMO D-SNP'],
    ['HMOPOS C-SNP', 'Yes', 'Chronic or Disabling Condition', 'HMO-POS C-SNP'],
    ['PPO I-SNP', 'Yes', 'Institutional', 'PPO I-SNP'],
    // Older files name the SNP kind only in the SNP columns.
    ['HMO', 'Yes', 'Dual-Eligible', 'HMO D-SNP'],
    ['Local PPO', 'Yes', 'Chronic or Disabling Condition', 'PPO C-SNP'],
    ['HMO', 'Yes', 'Something new', 'HMO SNP'],
    ['Medical Savings Plan', '', '', null],
    ['', '', '', null],
  ])('plan type %j (SNP %j, %j) → %j', (planType, indicator, snpType, expected) => {
    expect(mapPlanType(planType, indicator, snpType)).toBe(expected);
  });

  it.each([
    ['H1234', '001', '000', 'H1234-001'],
    ['H1234', '001', '0', 'H1234-001'],
    ['H1234', '1', '', 'H1234-001'],
    ['h1234 ', '12', '0', 'H1234-012'],
    ['H1234', '001', '001', 'H1234-001-1'],
    ['H1234', '001', '2', 'H1234-001-2'],
    ['R5678', '801', '010', 'R5678-801-10'],
  ])('plan id of %j %j segment %j → %j', (contract, plan, segment, expected) => {
    expect(landscapePlanId(contract, plan, segment)).toEqual({ ok: true, planId: expected });
  });

  it('names each bad part of a plan id', () => {
    expect(landscapePlanId('X1234', '001', '0')).toMatchObject({
      ok: false,
      errors: [{ field: 'Contract ID' }],
    });
    expect(landscapePlanId('H12', 'A1', 'x')).toEqual({
      ok: false,
      errors: [
        { field: 'Contract ID', message: 'Contract ID must be H, R, S or E and four digits (e.g. H1234)' },
        { field: 'Plan ID', message: 'Plan ID must be up to three digits' },
        { field: 'Segment ID', message: 'Segment ID must be up to three digits' },
      ],
    });
  });

  it.each([
    ['OKLAHOMA', 'OK', 'Oklahoma'],
    ['MCCLAIN', 'OK', 'McClain'],
    ['ROGER MILLS', 'OK', 'Roger Mills'],
    ['LE FLORE', 'OK', 'Le Flore'],
    ['LeFlore', 'OK', 'Le Flore'],
    ['Le  Flore ', 'OK', 'Le Flore'],
    ['DE WITT', 'TX', 'De Witt'],
    ['DeKalb', 'GA', 'DeKalb'],
  ])('county %j in %s → %j', (raw, state, expected) => {
    expect(countyName(raw, state)).toBe(expected);
  });
});

describe('landscapeToPlans rules', () => {
  it('gathers a plan\u2019s counties once each, sorted, and reads "All Counties" as statewide', () => {
    const counties = ['TULSA', 'Oklahoma', 'OKLAHOMA', 'oklahoma', 'Le Flore', 'CADDO'];
    const plan = convert(counties.map((c) => row({ 'County Name': c }))).plans[0];
    expect(plan?.counties).toEqual(['Caddo', 'Le Flore', 'Oklahoma', 'Tulsa']);
    expect(plan?.county).toBe('Caddo');
    const statewide = convert([row({ 'County Name': 'All Counties' })]).plans[0];
    expect(statewide).toMatchObject({ counties: null, county: null });
  });

  it('keeps segments apart and reports no error for a plan repeated with other values', () => {
    const result = convert([
      row({ 'Segment ID': '000', 'County Name': 'Tulsa' }),
      row({ 'Segment ID': '001', 'County Name': 'Comanche', 'Part C Premium': '$10.00' }),
      row({
        'Segment ID': '0',
        'County Name': 'Creek',
        'Monthly Consolidated Premium (Part C + D)': '$99.00',
      }),
    ]);
    expect(result.rowErrors).toEqual([]);
    expect(result.plans.map((p) => [p.planId, p.counties, p.monthlyPremium])).toEqual([
      ['H7100-001', ['Creek', 'Tulsa'], '0.00'],
      ['H7100-001-1', ['Comanche'], '0.00'],
    ]);
  });

  it('reads 2025 and older header names, in any case and with stray spaces', () => {
    const old = {
      ' state ': 'Oklahoma',
      'County ': 'COMANCHE',
      'CONTRACT ID': 'H7200',
      'plan id': '7',
      'Segment ID': '0',
      'Organization Name': 'Older Carrier',
      'Plan Name': 'Older Plan (PPO)',
      'Type of Medicare Health Plan': 'Regional PPO',
      'Monthly Consolidated Premium (Includes Part C + D)': '$45.00 ',
      'Annual Drug Deductible': '$250.00 ',
      'In-network MOOP Amount': '$5,900.00 ',
      'Overall Star Rating': '3.5 out of 5 stars',
    };
    expect(convert([old])).toEqual({
      plans: [
        {
          planId: 'H7200-007',
          carrier: 'Older Carrier',
          planName: 'Older Plan (PPO)',
          planType: 'PPO',
          region: 'Oklahoma',
          monthlyPremium: '45.00',
          moopInNetwork: '5900.00',
          rxDeductible: '250.00',
          hasRxCoverage: true,
          starRating: 3.5,
          county: 'Comanche',
          counties: ['Comanche'],
        },
      ],
      details: [
        {
          planId: 'H7200-007',
          // The plan's first row and CMS's spelling of its type.
          row: 2,
          filedPlanType: 'Regional PPO',
          // No Contract Category Type column: derived (drug coverage, no SNP).
          contractCategory: 'MA-PD',
          partCPremium: null,
          partDPremium: null,
          starRatingState: null,
          partCStarRating: null,
          partCStarRatingState: null,
          partDStarRating: null,
          partDStarRatingState: null,
          snpType: null,
          dsnpIntegrationStatus: null,
          csnpConditionTypes: null,
          zeroDollarCostSharing: null,
        },
      ],
      // Files of those years without Part D premium columns give no premiums per county.
      premiums: [],
      rowErrors: [],
      counts: { rowsRead: 1, rowsInState: 1, plans: 1 },
    });
  });

  it.each([
    ['an indicator of Yes', { 'Part D Coverage Indicator': 'Yes' }, true],
    [
      'an indicator of No',
      { 'Part D Coverage Indicator': 'No', 'Annual Part D Deductible Amount': '$0.00' },
      false,
    ],
    [
      'a deductible, without indicator',
      { 'Part D Coverage Indicator': '', 'Part D Total Premium': 'Not Applicable' },
      true,
    ],
    [
      'a Part D premium, without indicator',
      { 'Part D Coverage Indicator': '', 'Annual Part D Deductible Amount': 'Not Applicable' },
      true,
    ],
    [
      'a consolidated premium above Part C, without indicator',
      {
        'Part D Coverage Indicator': '',
        'Annual Part D Deductible Amount': 'Not Applicable',
        'Part D Total Premium': 'Not Applicable',
        'Part C Premium': '$10.00',
        'Monthly Consolidated Premium (Part C + D)': '$25.00',
      },
      true,
    ],
    [
      'no Part D amounts, without indicator',
      {
        'Part D Coverage Indicator': '',
        'Annual Part D Deductible Amount': 'Not Applicable',
        'Part D Total Premium': 'Not Applicable',
        'Part C Premium': '$10.00',
        'Monthly Consolidated Premium (Part C + D)': '$10.00',
      },
      false,
    ],
  ])('Rx coverage from %s → %s', (_case, overrides, expected) => {
    const plan = convert([row(overrides)]).plans[0];
    expect(plan?.hasRxCoverage).toBe(expected);
    if (!expected) expect(plan?.rxDeductible).toBeNull();
  });

  it('takes the premium from Part C (+ Part D) when the consolidated one is not applicable', () => {
    const premium = (overrides: Record<string, string>) =>
      convert([row({ 'Monthly Consolidated Premium (Part C + D)': 'Not Applicable', ...overrides })]).plans[0]
        ?.monthlyPremium;
    expect(premium({ 'Part C Premium': '$12.00', 'Part D Total Premium': '$7.40' })).toBe('19.40');
    expect(premium({ 'Part C Premium': '$12.00', 'Part D Total Premium': 'Not Applicable' })).toBe('12.00');
  });

  it('imports a plan under CMS sanction as inactive, and says nothing of activity otherwise', () => {
    const [sanctioned, normal] = convert([
      row({ 'Sanctioned Plan': 'Yes' }),
      row({ 'Plan ID': '002', 'Sanctioned Plan': 'No' }),
    ]).plans;
    expect(sanctioned?.isActive).toBe(false);
    expect(normal).not.toHaveProperty('isActive');
  });

  it('reports each bad plan once, at its first row, under the file\u2019s column names', () => {
    const result = convert([
      row({ 'Plan ID': '001', 'Plan Type': 'Medical Savings Plan' }), // row 2
      row({ 'Plan ID': '001', 'County Name': 'Tulsa' }), // row 3: same plan
      row({ 'Plan ID': '002', 'Overall Star Rating': 'Four stars' }), // row 4
      row({ 'Plan ID': '003', 'Overall Star Rating': '4.25' }), // row 5
      row({
        'Plan ID': '004',
        'Part C Premium': 'Not Applicable',
        'Monthly Consolidated Premium (Part C + D)': 'Not Applicable',
      }), // row 6
      row({ 'Plan ID': '005', 'Plan Name': '=HYPERLINK("x")', 'Organization Marketing Name': '' }), // row 7
      row({ 'Contract ID': 'ABC' }), // row 8
      row({ 'Plan ID': '006', 'County Name': '' }), // row 9
      row({ 'Plan ID': '007', 'In-Network Maximum Out-of-Pocket (MOOP) Amount': '($5.00)' }), // row 10
      row({ 'Plan ID': '008', 'State Territory Abbreviation': 'TX', 'Plan Type': 'Nonsense' }), // other state
    ]);
    expect(result.rowErrors).toEqual([
      {
        row: 2,
        planId: 'H7100-001',
        errors: [
          {
            field: 'Plan Type',
            message:
              'Plan type "Medical Savings Plan" is not one we know (HMO, HMO-POS, PPO, PFFS, MSA, Cost, PDP)',
          },
        ],
      },
      {
        row: 4,
        planId: 'H7100-002',
        errors: [
          {
            field: 'Overall Star Rating',
            message: 'Star rating must be a number from 1 to 5 or one of CMS\u2019s "not rated" texts',
          },
        ],
      },
      { row: 5, planId: 'H7100-003', errors: [{ field: 'Overall Star Rating', message: STAR_RATING_STEP }] },
      {
        row: 6,
        planId: 'H7100-004',
        errors: [
          {
            field: 'Monthly Consolidated Premium (Part C + D)',
            message: 'The file has no premium for this plan',
          },
        ],
      },
      {
        row: 7,
        planId: 'H7100-005',
        errors: [
          { field: 'Plan Name', message: IMPORT_MESSAGES.formula },
          { field: 'Organization Marketing Name', message: 'Carrier is required' },
        ],
      },
      {
        row: 8,
        errors: [
          { field: 'Contract ID', message: 'Contract ID must be H, R, S or E and four digits (e.g. H1234)' },
        ],
      },
      { row: 9, planId: 'H7100-006', errors: [{ field: 'County Name', message: 'County is required' }] },
      {
        row: 10,
        planId: 'H7100-007',
        errors: [{ field: 'In-Network Maximum Out-of-Pocket (MOOP) Amount', message: 'Must be 0 or more' }],
      },
    ]);
    // Plan 006 is still built from its rows; its blank-county row is the error.
    expect(result.plans.map((p) => p.planId)).toEqual(['H7100-006']);
    expect(result.counts).toEqual({ rowsRead: 10, rowsInState: 9, plans: 1 });
  });

  it('names the columns a file lacks, on the header row', () => {
    const result = convert([{ 'Contract ID': 'H7100', 'Plan ID': '001', 'County Name': 'Tulsa' }]);
    expect(result.plans).toEqual([]);
    expect(result.rowErrors).toEqual([
      {
        row: 1,
        errors: [
          'Organization Marketing Name',
          'Plan Name',
          'Plan Type',
          'State Territory Abbreviation',
          'Monthly Consolidated Premium (Part C + D)',
        ].map((header) => ({ field: header, message: `The file has no "${header}" column` })),
      },
    ]);
  });

  it('answers an empty file with nothing', () => {
    expect(convert([])).toEqual({
      plans: [],
      details: [],
      premiums: [],
      rowErrors: [],
      counts: { rowsRead: 0, rowsInState: 0, plans: 0 },
    });
  });
});

describe('landscapeToPlans premiums per county (Extra Help premium subsidy)', () => {
  it('keeps every county\u2019s Part C, Part D and Extra Help premiums of the 2026 fixture', () => {
    const { premiums } = convert(fixtureRows());
    const of = (planId: string) =>
      premiums
        .filter((p) => p.planId === planId)
        .map((p) => [p.county, p.partCPremium, p.partDPremium, p.partDPremiumExtraHelp]);
    // Basic $18.40 within the region's $38.44: Extra Help leaves the $10.60 supplemental premium.
    expect(of('H7001-002-1')).toEqual([
      ['Canadian', '0.00', '29.00', '10.60'],
      ['McClain', '0.00', '29.00', '10.60'],
    ]);
    // A Part C premium that differs by county is kept per county.
    expect(of('H7001-001')).toEqual([
      ['Oklahoma', '0.00', '0.00', '0.00'],
      ['Cleveland', '0.00', '0.00', '0.00'],
      ['Tulsa', '0.00', '0.00', '0.00'],
      ['Le Flore', '5.00', '0.00', '0.00'],
    ]);
    // No drug coverage: "Not Applicable" is no figure, not $0.
    expect(of('H7002-005')).toEqual([['Payne', '12.50', null, null]]);
    expect(of('H7003-010')).toEqual([
      ['Oklahoma', '0.00', '38.40', '0.00'],
      ['Tulsa', '0.00', '38.40', '0.00'],
    ]);
    expect(premiums.every((p) => p.contractYear === 2026)).toBe(true);
    // A stand-alone drug plan's premiums are kept with it (issue 18).
    expect(of('S7005-001')).toEqual([['Oklahoma', null, '21.10', null]]);
  });

  it('reads the column under its older name, and "All Counties" as every county', () => {
    const older = row({ 'County Name': 'All Counties', 'Part D Total Premium': '$21.10 ' });
    older['Part D Premium Obligation with Full Premium Assistance'] = '$2.70 ';
    expect(convert([older]).premiums).toEqual([
      {
        planId: 'H7100-001',
        state: 'OK',
        county: '',
        contractYear: null,
        partCPremium: '0.00',
        partDPremium: '21.10',
        partDPremiumExtraHelp: '2.70',
      },
    ]);
  });

  it('names a premium that is not money by its column and row, and keeps no premiums without the columns', () => {
    const bad = convert([
      row({ 'County Name': 'Tulsa', 'Part D Low Income Beneficiary Premium Amount': '$0.00 ' }),
      row({ 'County Name': 'Creek', 'Part D Low Income Beneficiary Premium Amount': 'twelve' }),
    ]);
    expect(bad.rowErrors).toEqual([
      {
        row: 3,
        planId: 'H7100-001',
        errors: [
          {
            field: 'Part D Low Income Beneficiary Premium Amount',
            message: 'Must be an amount of money such as $12.30, or Not Applicable',
          },
        ],
      },
    ]);
    const { 'Part D Total Premium': _total, ...withoutPartD } = row();
    expect(convert([withoutPartD]).premiums).toEqual([]);
  });
});
