/**
 * Expected medical spending for a year under one plan (the engine issue): copays for the visits
 * the profile implies, in or out of network, after the medical deductible, capped at the MOOP.
 *
 * Visits: a typical enrollee's baseline (BASELINE_VISITS, all in network) — 4 primary care visits,
 * 2 specialist visits, 2 lab draws, 1 X-ray and 1 urgent care visit a year. Listed doctors take
 * over their share: the 4 primary care visits are split among listed primary care doctors, and
 * each listed specialist adds SPECIALIST_VISITS_PER_DOCTOR visits (the baseline specialist visits
 * then drop out). A listed doctor outside the network (or not found in the directory) is billed
 * at the plan's out-of-network copay, or at the full typical price when the plan has no
 * out-of-network coverage (an HMO).
 * Deductible: the member pays full typical prices until the medical deductible is met.
 * Caps: in-network spending stops at the in-network MOOP; with a combined (out-of-network) MOOP,
 * all covered spending stops there; uncovered out-of-network care counts toward no cap.
 */
import { costShareDollars, parseCostShare, roundCents } from './cost-share.ts';
import type { DoctorLine, EnginePlan } from './types.ts';

/** Typical Medicare-allowed price of one service, dollars (2026 estimate). */
export const SERVICE_PRICES = { pcp: 140, specialist: 220, lab: 60, xray: 110, urgentCare: 180 } as const;
export const BASELINE_VISITS = { pcp: 4, specialist: 2, lab: 2, xray: 1, urgentCare: 1 } as const;
export const SPECIALIST_VISITS_PER_DOCTOR = 3;

type Service = keyof typeof SERVICE_PRICES;
type Visit = { service: Service; count: number; inNetwork: boolean };

const IN_KEYS: Record<Service, string> = {
  pcp: 'pcpCopayIn',
  specialist: 'specialistCopayIn',
  lab: 'labsIn',
  xray: 'xraysIn',
  urgentCare: 'urgentCare',
};
const OUT_KEYS: Partial<Record<Service, string>> = { pcp: 'pcpCopayOon', specialist: 'specialistCopayOon' };

export function plannedVisits(doctors: readonly DoctorLine[]): Visit[] {
  const visits: Visit[] = [
    { service: 'lab', count: BASELINE_VISITS.lab, inNetwork: true },
    { service: 'xray', count: BASELINE_VISITS.xray, inNetwork: true },
    { service: 'urgentCare', count: BASELINE_VISITS.urgentCare, inNetwork: true },
  ];
  const pcps = doctors.filter((d) => d.primaryCare);
  const specialists = doctors.filter((d) => !d.primaryCare);
  if (pcps.length === 0) visits.push({ service: 'pcp', count: BASELINE_VISITS.pcp, inNetwork: true });
  for (const d of pcps)
    visits.push({ service: 'pcp', count: BASELINE_VISITS.pcp / pcps.length, inNetwork: d.counted });
  if (specialists.length === 0)
    visits.push({ service: 'specialist', count: BASELINE_VISITS.specialist, inNetwork: true });
  for (const d of specialists)
    visits.push({ service: 'specialist', count: SPECIALIST_VISITS_PER_DOCTOR, inNetwork: d.counted });
  return visits;
}

export function computeMedicalCost(plan: EnginePlan, doctors: readonly DoctorLine[]): number {
  let deductibleLeft = Math.max(0, plan.medicalDeductible);
  let inNetwork = 0;
  let outCovered = 0;
  let outUncovered = 0;
  for (const visit of plannedVisits(doctors)) {
    const price = SERVICE_PRICES[visit.service];
    const key = visit.inNetwork ? IN_KEYS[visit.service] : OUT_KEYS[visit.service];
    const share = key ? parseCostShare(plan.copayStructure[key]) : null;
    if (!visit.inNetwork && !share) {
      outUncovered += price * visit.count;
      continue;
    }
    let spent = 0;
    // Visits can be fractional (shared baseline), so pay per whole visit then the remainder.
    let remaining = visit.count;
    while (remaining > 0) {
      const portion = Math.min(1, remaining);
      remaining -= portion;
      const fromDeductible = Math.min(deductibleLeft, price * portion);
      deductibleLeft -= fromDeductible;
      const rest = price * portion - fromDeductible;
      spent +=
        fromDeductible +
        (rest > 0 ? Math.min(rest, share ? costShareDollars(share, price) * portion : rest) : 0);
    }
    if (visit.inNetwork) inNetwork += spent;
    else outCovered += spent;
  }
  if (plan.moopInNetwork !== null) inNetwork = Math.min(inNetwork, plan.moopInNetwork);
  let covered = inNetwork + outCovered;
  if (plan.moopOutNetwork !== null) covered = Math.min(covered, plan.moopOutNetwork);
  return roundCents(covered + outUncovered);
}
