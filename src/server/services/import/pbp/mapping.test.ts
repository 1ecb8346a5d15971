/**
 * PBP rows → plan fields, by tables of cases: each case gives a plan's cells as CMS writes them
 * ("1"/"2" flags, plain decimals, whole percentages, blank cells) and the texts an admin would
 * type for the same plan (data/plans.json), which the engine prices.
 */
import { describe, expect, it } from 'vitest';
import { parseCostShare } from '../../../../engine/cost-share.ts';
import { parseDaySchedule, stayCost } from '../../../../engine/medical-cost.ts';
import { dollars, percent, serviceShare } from './cost-share-text.ts';
import type { PbpRow } from './files.ts';
import { mapPbpPlan } from './mapping.ts';
import type { PbpPlanRows } from './read.ts';

const A_HMO: PbpRow = { pbp_a_plan_type: '01' };
const A_PPO: PbpRow = { pbp_a_plan_type: '04' };

/** B7 with primary care (7a) and specialist (7d) cells. */
const b7 = (a: Partial<Record<string, string>>, d: Partial<Record<string, string>>): PbpRow => {
  const cells: Record<string, string> = {};
  for (const [prefix, values] of [
    ['pbp_b7a', a],
    ['pbp_b7d', d],
  ] as const)
    for (const [k, v] of Object.entries(values)) cells[`${prefix}_${k}`] = v ?? '';
  return cells;
};
const copay = (min: string, max = min) => ({
  copay_yn: '1',
  copay_amt_mc_min: min,
  copay_amt_mc_max: max,
  coins_yn: '2',
});
const coins = (min: string, max = min) => ({
  coins_yn: '1',
  coins_pct_mc_min: min,
  coins_pct_mc_max: max,
  copay_yn: '2',
});
const none = { copay_yn: '2', coins_yn: '2' };

const b4 = (er: Record<string, string>, urgent: Record<string, string>): PbpRow => ({
  ...Object.fromEntries(Object.entries(er).map(([k, v]) => [`pbp_b4a_${k}`, v])),
  ...Object.fromEntries(Object.entries(urgent).map(([k, v]) => [`pbp_b4b_${k}`, v])),
});

const HMO_ROWS: PbpPlanRows = {
  sectionA: A_HMO,
  sectionD: { pbp_d_inn_deduct_yn: '2', pbp_d_out_pocket_amt_yn: '1', pbp_d_out_pocket_amt: '3900.00' },
  professionals: b7(copay('0.00'), copay('40.00')),
  emergency: b4(copay('100.00'), copay('40.00')),
  inpatient: {
    pbp_b1a_copay_yn: '1',
    pbp_b1a_mc_copay_cstshr_yn_t1: '2',
    pbp_b1a_copay_mcs_amt_t1: '0.00',
    pbp_b1a_copay_mcs_amt_int1_t1: '350.00',
    pbp_b1a_copay_mcs_bgnd_int1_t1: '1',
    pbp_b1a_copay_mcs_endd_int1_t1: '5',
    pbp_b1a_coins_yn: '2',
  },
};

const PPO_ROWS: PbpPlanRows = {
  sectionA: A_PPO,
  sectionD: {
    pbp_d_ann_deduct_yn: '1',
    pbp_d_ann_deduct_amt_type: '4',
    pbp_d_ann_deduct_amt: '500.00',
    pbp_d_out_pocket_amt_yn: '1',
    pbp_d_out_pocket_amt: '7400.00',
    pbp_d_comb_max_enr_amt_yn: '1',
    pbp_d_comb_max_enr_amt: '11300.00',
  },
  professionals: b7(none, coins('20')),
  emergency: b4(copay('120.00'), copay('0.00', '50.00')),
  inpatient: {
    pbp_b1a_copay_yn: '2',
    pbp_b1a_coins_yn: '1',
    pbp_b1a_mc_coins_cstshr_yn_t1: '2',
    pbp_b1a_coins_mcs_pct_t1: '20',
  },
};

describe('mapPbpPlan: medical cost shares, MOOPs and deductible', () => {
  it.each([
    {
      name: 'HMO: $0 PCP, $40 specialist, $100 ER, $350 per day days 1-5',
      rows: HMO_ROWS,
      copays: {
        pcpCopayIn: '$0',
        specialistCopayIn: '$40',
        er: '$100',
        urgentCare: '$40',
        hospitalCopayIn: '$350 per day, days 1-5',
        // An HMO covers no out-of-network care, as admins record it.
        pcpCopayOon: 'Not covered',
        specialistCopayOon: 'Not covered',
        labsOon: 'Not covered',
        xraysOon: 'Not covered',
      },
      plan: { moopInNetwork: '3900.00', moopOutNetwork: null, medicalDeductible: '0.00' },
    },
    {
      name: 'PPO with coinsurance: no PCP cost share, 20% specialist, $0–$50 urgent care priced at $50, 20% hospital',
      rows: PPO_ROWS,
      copays: {
        pcpCopayIn: '$0',
        specialistCopayIn: '20%',
        er: '$120',
        urgentCare: 'Up to $50 ($0-$50)',
        hospitalCopayIn: '20%',
      },
      plan: { moopInNetwork: '7400.00', moopOutNetwork: '11300.00', medicalDeductible: '500.00' },
    },
  ])('$name', ({ rows, copays, plan }) => {
    const fields = mapPbpPlan(rows);
    expect(fields.copayStructure).toEqual(copays);
    expect(fields).toMatchObject(plan);
    expect(fields.notStated).toEqual([]);
  });

  it('prices the imported texts as the engine prices hand-entered ones', () => {
    const { copayStructure } = mapPbpPlan(HMO_ROWS);
    // 5 days at $350 = $1,750; the range is priced at its maximum; a percentage is a rate.
    expect(stayCost(parseDaySchedule(copayStructure.hospitalCopayIn) ?? [], 5)).toBe(1750);
    expect(parseCostShare(mapPbpPlan(PPO_ROWS).copayStructure.urgentCare)).toEqual({
      kind: 'copay',
      amount: 50,
    });
    expect(parseCostShare(mapPbpPlan(PPO_ROWS).copayStructure.specialistCopayIn)).toEqual({
      kind: 'coinsurance',
      rate: 0.2,
    });
  });

  it.each<{ name: string; inpatient: PbpRow; expected: string }>([
    {
      name: 'several day ranges, joined as admins write them',
      inpatient: {
        pbp_b1a_copay_yn: '1',
        pbp_b1a_copay_mcs_amt_int1_t1: '295.00',
        pbp_b1a_copay_mcs_bgnd_int1_t1: '1',
        pbp_b1a_copay_mcs_endd_int1_t1: '6',
        pbp_b1a_copay_mcs_amt_int2_t1: '0.00',
        pbp_b1a_copay_mcs_bgnd_int2_t1: '7',
        pbp_b1a_copay_mcs_endd_int2_t1: '90',
      },
      expected: '$295 per day, days 1-6; $0 per day, days 7-90',
    },
    {
      name: 'a copay per stay',
      inpatient: { pbp_b1a_copay_yn: '1', pbp_b1a_copay_mcs_amt_t1: '1500.00' },
      expected: '$1,500 per stay',
    },
    {
      name: 'no copay and no coinsurance',
      inpatient: { pbp_b1a_copay_yn: '2', pbp_b1a_coins_yn: '2' },
      expected: '$0',
    },
  ])('inpatient: $name', ({ inpatient, expected }) => {
    expect(mapPbpPlan({ inpatient }).copayStructure.hospitalCopayIn).toBe(expected);
  });

  it('leaves Medicare-defined amounts alone and says so: the Part B deductible, Original Medicare hospital cost sharing', () => {
    const fields = mapPbpPlan({
      sectionD: { pbp_d_inn_deduct_yn: '1', pbp_d_inn_deduct_partb_yn: '1', pbp_d_inn_deduct_amt: '' },
      inpatient: { pbp_b1a_copay_yn: '1', pbp_b1a_mc_copay_cstshr_yn_t1: '1' },
    });
    expect(fields.medicalDeductible).toBeUndefined();
    expect(fields.copayStructure.hospitalCopayIn).toBeUndefined();
    expect(fields.notStated).toHaveLength(2);
  });

  it('sets nothing a missing file would have said: only Section A and D given', () => {
    const fields = mapPbpPlan({ sectionA: A_PPO, sectionD: PPO_ROWS.sectionD });
    expect(fields).toEqual({
      moopInNetwork: '7400.00',
      moopOutNetwork: '11300.00',
      medicalDeductible: '500.00',
      copayStructure: {},
      benefits: {},
      prescriptionTiers: {},
      notStated: [],
    });
  });
});

describe('mapPbpPlan: labs, imaging, outpatient and ambulance', () => {
  it('reads each service from its own columns of a shared file', () => {
    const { copayStructure } = mapPbpPlan({
      diagnostics: {
        pbp_b8a_copay_yn: '1',
        pbp_b8a_lab_copay_amt: '0.00',
        pbp_b8a_lab_copay_amt_max: '0.00',
        pbp_b8a_coins_yn: '2',
        pbp_b8b_copay_yn: '1',
        pbp_b8b_copay_mc_amt: '10.00',
        pbp_b8b_copay_mc_amt_max: '10.00',
        pbp_b8b_coins_yn: '1',
        pbp_b8b_coins_pct_drs: '20',
        pbp_b8b_coins_pct_drs_max: '20',
      },
      outpatient: {
        pbp_b9a_copay_yn: '1',
        pbp_b9a_copay_ohs_amt_min: '250.00',
        pbp_b9a_copay_ohs_amt_max: '250.00',
        pbp_b9a_coins_yn: '2',
        pbp_b9b_copay_yn: '2',
        pbp_b9b_coins_yn: '1',
        pbp_b9b_coins_pct_mc: '20',
        pbp_b9b_coins_pct_mcmax: '20',
      },
      transport: {
        pbp_b10a_copay_yn: '1',
        pbp_b10a_copay_gas_amt_min: '250.00',
        pbp_b10a_copay_gas_amt_max: '250.00',
        pbp_b10a_coins_yn: '1',
        pbp_b10a_coins_aas_pct_min: '20',
        pbp_b10a_coins_aas_pct_max: '20',
      },
    });
    expect(copayStructure).toEqual({
      labsIn: '$0',
      xraysIn: '$10',
      mriCtIn: '20%',
      outpatientSurgeryIn: '$250',
      ambulatorySurgeryIn: '20%',
      ambulanceGround: '$250',
      ambulanceAir: '20%',
    });
  });
});

describe('mapPbpPlan: supplemental benefits', () => {
  it.each([
    {
      name: 'dental maximums by period (code 3: per year)',
      rows: {
        dental: {
          pbp_b16c_maxplan_cmp_yn: '1',
          pbp_b16c_maxplan_cmp_amt: '1500.00',
          pbp_b16c_maxplan_cmp_per: '3',
        },
      },
      benefits: { dental: '$1,500 per year for comprehensive dental' },
    },
    {
      name: 'vision: $0 exam and an eyewear allowance',
      rows: {
        vision: {
          pbp_b17a_bendesc_yn: '1',
          pbp_b17a_copay_amt_rex_min: '0.00',
          pbp_b17b_bendesc_yn: '1',
          pbp_b17b_comb_maxplan_yn: '1',
          pbp_b17b_comb_maxplan_amt: '150.00',
          pbp_b17b_comb_maxplan_per: '3',
        },
      },
      benefits: { vision: '$0 routine eye exam; $150 per year for glasses or contacts' },
    },
    {
      name: 'hearing: exam, and aids from a copay when there is no maximum',
      rows: {
        hearing: {
          pbp_b18a_bendesc_yn: '1',
          pbp_b18a_copay_amt_rht: '0.00',
          pbp_b18b_bendesc_yn: '1',
          pbp_b18b_maxplan_yn: '2',
          pbp_b18b_copay_at_min_amt: '299.00',
        },
      },
      benefits: { hearing: '$0 routine hearing exam; hearing aids from $299 per aid' },
    },
    {
      name: 'OTC per quarter (code 5), fitness (14c4), transportation trips per year',
      rows: {
        otherServices: {
          pbp_b13b_bendesc_otc: '1',
          pbp_b13b_maxplan_yn: '1',
          pbp_b13b_maxplan_amt: '60.00',
          pbp_b13b_otc_maxplan_per: '5',
        },
        preventive: { pbp_b14c_bendesc_yn: '1', pbp_b14c_bendesc_ehc: '14c1;14c4;' },
        transport: {
          pbp_b10b_bendesc_yn: '1',
          pbp_b10b_bendesc_amt_pal: '24',
          pbp_b10b_bendesc_per_pal: '3',
        },
      },
      benefits: {
        otc: '$60 per quarter',
        gym: 'Fitness benefit',
        transportation: '24 trips per year to plan-approved locations',
      },
    },
    {
      name: 'benefits the plan answers "2" (no) to read "Not covered"',
      rows: {
        vision: { pbp_b17a_bendesc_yn: '2', pbp_b17b_bendesc_yn: '2' },
        hearing: { pbp_b18a_bendesc_yn: '2', pbp_b18b_bendesc_yn: '2' },
        otherServices: { pbp_b13b_bendesc_otc: '2' },
        preventive: { pbp_b14c_bendesc_yn: '1', pbp_b14c_bendesc_ehc: '14c1;' },
        transport: { pbp_b10b_bendesc_yn: '2' },
      },
      benefits: {
        vision: 'Not covered',
        hearing: 'Not covered',
        otc: 'Not covered',
        gym: 'Not covered',
        transportation: 'Not covered',
      },
    },
  ])('$name', ({ rows, benefits }) => {
    expect(mapPbpPlan(rows as PbpPlanRows).benefits).toEqual(benefits);
  });
});

const tier = (id: string, cells: Record<string, string>): PbpRow => ({ mrx_tier_id: id, ...cells });

describe('mapPbpPlan: Part D', () => {
  it('a tier table of copays and coinsurance: 30-day retail, 90-day mail, insulin, missing tier 6, deductible tiers', () => {
    const fields = mapPbpPlan({
      partD: {
        mrx_drug_ben_yn: '1',
        mrx_alt_ded_charge: '1',
        mrx_alt_ded_amount: '480.00',
        mrx_alt_no_ded_tier: '11000',
      },
      partDTiers: [
        tier('2', { mrx_tier_rstd_copay_1m: '10.00', mrx_tier_mostd_copay_3m: '30.00' }),
        tier('1', {
          mrx_tier_rstd_copay_1m: '',
          mrx_tier_rspfd_copay_1m: '0.00',
          mrx_tier_mostd_copay_3m: '0.00',
        }),
        tier('3', {
          mrx_tier_rstd_copay_1m: '47.00',
          mrx_tier_mostd_copay_3m: '141.00',
          mrx_tier_ira_rstd_copay_1m: '35.00',
        }),
        tier('4', { mrx_tier_rstd_coins_1m: '40', mrx_tier_mostd_coins_3m: '40' }),
        tier('5', { mrx_tier_rstd_coins_1m: '25' }),
      ],
    });
    expect(fields.hasRxCoverage).toBe(true);
    expect(fields.rxDeductible).toBe('480.00');
    expect(fields.prescriptionTiers).toEqual({
      tier1Retail: '$0',
      tier1Mail: '$0',
      tier2Retail: '$10',
      tier2Mail: '$30',
      tier3Retail: '$47',
      tier3Mail: '$141',
      tier4Retail: '40%',
      tier4Mail: '40%',
      tier5Retail: '25%',
      tier6Retail: 'None (5-tier formulary)',
      selectInsulin: '$35',
      deductibleTiers: '3,4,5',
    });
  });

  it('a plan without Part D: no coverage, every tier "Not covered", no deductible', () => {
    const fields = mapPbpPlan({ sectionA: A_PPO, partD: { mrx_drug_ben_yn: '2' } });
    expect(fields.hasRxCoverage).toBe(false);
    expect(fields.rxDeductible).toBeNull();
    expect(fields.prescriptionTiers).toMatchObject({
      tier1Retail: 'Not covered',
      tier4Mail: 'Not covered',
      tier6Retail: 'Not covered',
      selectInsulin: 'Not covered',
      deductibleTiers: 'none',
    });
  });

  it('no deductible charged: $0 and no tier under it', () => {
    const fields = mapPbpPlan({ partD: { mrx_drug_ben_yn: '1', mrx_alt_ded_charge: '2' } });
    expect(fields).toMatchObject({
      hasRxCoverage: true,
      rxDeductible: '0.00',
      prescriptionTiers: { deductibleTiers: 'none' },
    });
  });
});

describe('cost-share texts', () => {
  it.each([
    [0, '$0'],
    [40, '$40'],
    [12.5, '$12.50'],
    [1500, '$1,500'],
  ])('dollars(%s) = %s', (amount, text) => expect(dollars(amount)).toBe(text));

  it.each([
    [20, '20%'],
    [0.25, '25%'],
    [33.5, '33.5%'],
  ])('percent(%s) = %s', (value, text) => expect(percent(value)).toBe(text));

  const columns = {
    copayYn: 'c',
    copayMin: 'cmin',
    copayMax: 'cmax',
    coinsYn: 'k',
    coinsMin: 'kmin',
    coinsMax: 'kmax',
  };
  it.each([
    ['a copay', { c: '1', cmin: '35.00', cmax: '35.00', k: '2' }, '$35'],
    ['a copay with only its minimum', { c: '1', cmin: '35.00', k: '2' }, '$35'],
    ['a coinsurance range', { c: '2', k: '1', kmin: '10', kmax: '30' }, 'Up to 30% (10%-30%)'],
    ['a copay and a coinsurance', { c: '1', cmin: '40.00', k: '1', kmin: '20' }, '$40 or 20%'],
    ['flags "1" with blank amounts say nothing', { c: '1', k: '1' }, undefined],
    ['a blank row (PACE, MSA) says nothing', {}, undefined],
  ])('%s', (_name, row, expected) => expect(serviceShare(row, columns)).toBe(expected));
});
