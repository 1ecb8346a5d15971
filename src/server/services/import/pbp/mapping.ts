// One plan's PBP rows → plan fields written as admins type them (docs/import-pbp.md has the table). Pure. A
// field is set only where the files state it; amounts PBP names without stating (Part A/B deductibles) go to
// `notStated`.
import { TIER_NAMES } from '../../../../shared/plan-fields.ts';
import {
  amountPer,
  dollars,
  isNo,
  isYes,
  moneyColumn,
  PERIODS,
  pbpNumber,
  percent,
  serviceShare,
} from './cost-share-text.ts';
import { PBP_SERVICES, type PbpRow } from './files.ts';
import type { PbpPlanRows } from './read.ts';

export type PbpPlanFields = {
  moopInNetwork?: string | null;
  moopOutNetwork?: string | null;
  medicalDeductible?: string;
  hasRxCoverage?: boolean;
  rxDeductible?: string | null;
  copayStructure: Record<string, string>;
  benefits: Record<string, string | boolean>;
  prescriptionTiers: Record<string, string>;
  notStated: string[];
};

const NOT_COVERED = 'Not covered';
/** PBP plan types without out-of-network cover: 01 HMO (an HMO-POS, 02, has point-of-service cover). */
const HMO_TYPES = new Set(['01', '1']);
const TIER_COUNT = TIER_NAMES.length;

/**
 * The tier-1 hospital stay: per-day copays by day range, else a per-stay copay, else a coinsurance; "$0" when
 * neither; undefined when the plan charges Original Medicare's cost sharing.
 */
function inpatientShare(row: PbpRow | undefined, notStated: string[]): string | undefined {
  if (!row) return undefined;
  if (isYes(row.pbp_b1a_copay_yn)) {
    if (isYes(row.pbp_b1a_mc_copay_cstshr_yn_t1)) {
      notStated.push("hospitalCopayIn: the plan charges Original Medicare's inpatient cost sharing");
      return undefined;
    }
    const bands: string[] = [];
    for (const n of [1, 2, 3]) {
      const amount = pbpNumber(row[`pbp_b1a_copay_mcs_amt_int${n}_t1`]);
      const from = pbpNumber(row[`pbp_b1a_copay_mcs_bgnd_int${n}_t1`]);
      const to = pbpNumber(row[`pbp_b1a_copay_mcs_endd_int${n}_t1`]);
      if (amount !== null && from !== null && to !== null)
        bands.push(`${dollars(amount)} per day, days ${from}-${to}`);
    }
    if (bands.length > 0) return bands.join('; ');
    const perStay = pbpNumber(row.pbp_b1a_copay_mcs_amt_t1);
    if (perStay !== null) return `${dollars(perStay)} per stay`;
  }
  if (isYes(row.pbp_b1a_coins_yn)) {
    if (isYes(row.pbp_b1a_mc_coins_cstshr_yn_t1)) {
      notStated.push("hospitalCopayIn: the plan charges Original Medicare's inpatient cost sharing");
      return undefined;
    }
    const pct = pbpNumber(row.pbp_b1a_coins_mcs_pct_t1) ?? pbpNumber(row.pbp_b1a_coins_mcs_pct_int1_t1);
    if (pct !== null) return percent(pct);
  }
  if (isNo(row.pbp_b1a_copay_yn) && isNo(row.pbp_b1a_coins_yn)) return '$0';
  return undefined;
}

function sectionD(row: PbpRow | undefined, out: PbpPlanFields): void {
  if (!row) return;
  const amount = (yn: string, column: string) => {
    const value = pbpNumber(row[column]);
    return isYes(row[yn]) && value !== null ? moneyColumn(value) : null;
  };
  out.moopInNetwork = amount('pbp_d_out_pocket_amt_yn', 'pbp_d_out_pocket_amt');
  // Our MOOP Out-of-Network caps in- and out-of-network together (medical-cost.ts): PBP's combined maximum.
  out.moopOutNetwork = amount('pbp_d_comb_max_enr_amt_yn', 'pbp_d_comb_max_enr_amt');
  // PPOs fill the "annual" family, HMOs the "in-network" one (one family per plan).
  if (row.pbp_d_ann_deduct_yn) {
    if (isNo(row.pbp_d_ann_deduct_yn)) out.medicalDeductible = moneyColumn(0);
    else if (row.pbp_d_ann_deduct_amt_type === '4' && pbpNumber(row.pbp_d_ann_deduct_amt) !== null)
      out.medicalDeductible = moneyColumn(pbpNumber(row.pbp_d_ann_deduct_amt) ?? 0);
    else
      out.notStated.push(
        'medicalDeductible: a Medicare-defined deductible (Part A and/or B), amount not in PBP',
      );
  } else if (row.pbp_d_inn_deduct_yn) {
    if (isNo(row.pbp_d_inn_deduct_yn)) out.medicalDeductible = moneyColumn(0);
    else if (isYes(row.pbp_d_inn_deduct_partb_yn))
      out.notStated.push('medicalDeductible: the Medicare-defined Part B deductible, amount not in PBP');
    else if (pbpNumber(row.pbp_d_inn_deduct_amt) !== null)
      out.medicalDeductible = moneyColumn(pbpNumber(row.pbp_d_inn_deduct_amt) ?? 0);
  }
}

function dental(row: PbpRow): string | undefined {
  const parts: string[] = [];
  const pv = pbpNumber(row.pbp_b16b_maxplan_pv_amt);
  const cmp = pbpNumber(row.pbp_b16c_maxplan_cmp_amt);
  if (isYes(row.pbp_b16b_maxplan_pv_yn) && pv !== null)
    parts.push(`${amountPer(pv, row.pbp_b16b_maxplan_pv_per)} for preventive dental`);
  if (isYes(row.pbp_b16c_maxplan_cmp_yn) && cmp !== null)
    parts.push(`${amountPer(cmp, row.pbp_b16c_maxplan_cmp_per)} for comprehensive dental`);
  return parts.length > 0 ? parts.join('; ') : undefined;
}

function vision(row: PbpRow): string | undefined {
  if (isNo(row.pbp_b17a_bendesc_yn) && isNo(row.pbp_b17b_bendesc_yn)) return NOT_COVERED;
  const parts: string[] = [];
  if (isYes(row.pbp_b17a_bendesc_yn)) {
    const copay = pbpNumber(row.pbp_b17a_copay_amt_rex_min);
    parts.push(copay === null ? 'Routine eye exam covered' : `${dollars(copay)} routine eye exam`);
  }
  if (isYes(row.pbp_b17b_bendesc_yn)) {
    const max = pbpNumber(row.pbp_b17b_comb_maxplan_amt);
    parts.push(
      isYes(row.pbp_b17b_comb_maxplan_yn) && max !== null
        ? `${amountPer(max, row.pbp_b17b_comb_maxplan_per)} for glasses or contacts`
        : 'glasses or contacts covered',
    );
  }
  return parts.length > 0 ? parts.join('; ') : undefined;
}

function hearing(row: PbpRow): string | undefined {
  if (isNo(row.pbp_b18a_bendesc_yn) && isNo(row.pbp_b18b_bendesc_yn)) return NOT_COVERED;
  const parts: string[] = [];
  if (isYes(row.pbp_b18a_bendesc_yn)) {
    const copay = pbpNumber(row.pbp_b18a_copay_amt_rht);
    parts.push(copay === null ? 'Routine hearing exam covered' : `${dollars(copay)} routine hearing exam`);
  }
  if (isYes(row.pbp_b18b_bendesc_yn)) {
    const max = pbpNumber(row.pbp_b18b_maxplan_amt);
    const from = pbpNumber(row.pbp_b18b_copay_at_min_amt);
    if (isYes(row.pbp_b18b_maxplan_yn) && max !== null) {
      const perEar = row.pbp_b18b_maxplan_perear === '1' ? ' per ear' : '';
      parts.push(`hearing aids up to ${amountPer(max, row.pbp_b18b_maxplan_per)}${perEar}`);
    } else if (from !== null) parts.push(`hearing aids from ${dollars(from)} per aid`);
    else parts.push('hearing aids covered');
  }
  return parts.length > 0 ? parts.join('; ') : undefined;
}

function otc(row: PbpRow): string | undefined {
  if (isNo(row.pbp_b13b_bendesc_otc)) return NOT_COVERED;
  if (!isYes(row.pbp_b13b_bendesc_otc)) return undefined;
  const max = pbpNumber(row.pbp_b13b_maxplan_amt);
  return isYes(row.pbp_b13b_maxplan_yn) && max !== null
    ? amountPer(max, row.pbp_b13b_otc_maxplan_per)
    : 'Over-the-counter items covered';
}

/** Fitness is 14c4 among the "other defined supplemental benefits" the plan lists. */
function fitness(row: PbpRow): string | undefined {
  const listed = (row.pbp_b14c_bendesc_ehc ?? '').split(/[;,\s]+/).map((c) => c.trim().toLowerCase());
  if (isYes(row.pbp_b14c_bendesc_yn) && listed.includes('14c4')) return 'Fitness benefit';
  if (isYes(row.pbp_b14c_bendesc_yn) || isNo(row.pbp_b14c_bendesc_yn)) return NOT_COVERED;
  return undefined;
}

function transportation(row: PbpRow): string | undefined {
  if (isNo(row.pbp_b10b_bendesc_yn)) return NOT_COVERED;
  if (!isYes(row.pbp_b10b_bendesc_yn)) return undefined;
  const trips = pbpNumber(row.pbp_b10b_bendesc_amt_pal);
  if (trips === null) return 'Rides to plan-approved locations';
  const period = PERIODS[row.pbp_b10b_bendesc_per_pal ?? ''];
  return `${trips} trips${period ? ` ${period}` : ''} to plan-approved locations`;
}

function tierShare(row: PbpRow, pairs: readonly [string, string][]): string | undefined {
  for (const [copayColumn, coinsColumn] of pairs) {
    const copay = pbpNumber(row[copayColumn]);
    if (copay !== null) return dollars(copay);
    const coins = pbpNumber(row[coinsColumn]);
    if (coins !== null) return percent(coins);
  }
  return undefined;
}

/** Tier table: 30-day standard retail (else preferred retail); 90-day standard mail (else preferred mail). */
function partD(rows: PbpPlanRows, out: PbpPlanFields): void {
  const mrx = rows.partD;
  if (mrx && isNo(mrx.mrx_drug_ben_yn)) {
    out.hasRxCoverage = false;
    out.rxDeductible = null;
    for (let n = 1; n <= TIER_COUNT; n++) {
      out.prescriptionTiers[`tier${n}Retail`] = NOT_COVERED;
      if (n <= 4) out.prescriptionTiers[`tier${n}Mail`] = NOT_COVERED;
    }
    out.prescriptionTiers.selectInsulin = NOT_COVERED;
    out.prescriptionTiers.deductibleTiers = 'none';
    return;
  }
  const tiers = (rows.partDTiers ?? [])
    .map((row) => ({ row, tier: Number(row.mrx_tier_id) }))
    .filter(({ tier }) => Number.isInteger(tier) && tier >= 1 && tier <= TIER_COUNT)
    .sort((a, b) => a.tier - b.tier);
  if ((mrx && isYes(mrx.mrx_drug_ben_yn)) || tiers.length > 0) out.hasRxCoverage = true;
  if (mrx && isYes(mrx.mrx_drug_ben_yn)) {
    const amount = pbpNumber(mrx.mrx_alt_ded_amount);
    if (isNo(mrx.mrx_alt_ded_charge)) {
      out.rxDeductible = moneyColumn(0);
      out.prescriptionTiers.deductibleTiers = 'none';
    } else if (isYes(mrx.mrx_alt_ded_charge) && amount !== null) {
      out.rxDeductible = moneyColumn(amount);
      // mrx_alt_no_ded_tier marks, position n, tier n as one the deductible does not apply to.
      const exempt = mrx.mrx_alt_no_ded_tier ?? '';
      const applies = tiers.map((t) => t.tier).filter((n) => exempt.charAt(n - 1) !== '1');
      if (exempt !== '' && tiers.length > 0)
        out.prescriptionTiers.deductibleTiers = applies.join(',') || 'none';
    } else {
      out.notStated.push(
        'rxDeductible: not stated in MRx (a defined-standard plan charges the year’s standard deductible)',
      );
    }
  }
  if (tiers.length === 0) return;
  const present = new Set<number>();
  let insulin: number | null = null;
  for (const { row, tier } of tiers) {
    if (present.has(tier)) continue;
    present.add(tier);
    const retail = tierShare(row, [
      ['mrx_tier_rstd_copay_1m', 'mrx_tier_rstd_coins_1m'],
      ['mrx_tier_rspfd_copay_1m', 'mrx_tier_rspfd_coins_1m'],
    ]);
    if (retail !== undefined) out.prescriptionTiers[`tier${tier}Retail`] = retail;
    if (tier <= 4) {
      const mail = tierShare(row, [
        ['mrx_tier_mostd_copay_3m', 'mrx_tier_mostd_coins_3m'],
        ['mrx_tier_mospfd_copay_3m', 'mrx_tier_mospfd_coins_3m'],
      ]);
      if (mail !== undefined) out.prescriptionTiers[`tier${tier}Mail`] = mail;
    }
    const insulinCopay = pbpNumber(row.mrx_tier_ira_rstd_copay_1m);
    if (insulinCopay !== null) insulin = Math.max(insulin ?? 0, insulinCopay);
  }
  const highest = Math.max(...present);
  for (let n = highest + 1; n <= TIER_COUNT; n++)
    out.prescriptionTiers[`tier${n}Retail`] = `None (${highest}-tier formulary)`;
  if (insulin !== null) out.prescriptionTiers.selectInsulin = dollars(insulin);
}

export function mapPbpPlan(rows: PbpPlanRows): PbpPlanFields {
  const out: PbpPlanFields = { copayStructure: {}, benefits: {}, prescriptionTiers: {}, notStated: [] };
  sectionD(rows.sectionD, out);
  for (const service of PBP_SERVICES) {
    const value = serviceShare(rows[service.file] as PbpRow | undefined, service.columns);
    if (value !== undefined) out.copayStructure[service.key] = value;
  }
  const hospital = inpatientShare(rows.inpatient, out.notStated);
  if (hospital !== undefined) out.copayStructure.hospitalCopayIn = hospital;
  // An HMO covers no out-of-network care (others' out-of-network shares are in Section C, not imported).
  if (HMO_TYPES.has(rows.sectionA?.pbp_a_plan_type ?? '')) {
    for (const key of ['pcpCopayOon', 'specialistCopayOon', 'labsOon', 'xraysOon'])
      out.copayStructure[key] = NOT_COVERED;
  }
  const benefits: [string, (row: PbpRow) => string | undefined, PbpRow | undefined][] = [
    ['dental', dental, rows.dental],
    ['vision', vision, rows.vision],
    ['hearing', hearing, rows.hearing],
    ['otc', otc, rows.otherServices],
    ['gym', fitness, rows.preventive],
    ['transportation', transportation, rows.transport],
  ];
  for (const [key, read, row] of benefits) {
    const value = row && read(row);
    if (value !== undefined) out.benefits[key] = value;
  }
  partD(rows, out);
  return out;
}
