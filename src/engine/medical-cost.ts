/**
 * Expected medical spending for a year under one plan (ADR 0012): the care the health answer implies
 * (UTILISATION) at the plan's cost shares, after the deductible, capped at the MOOP.
 * - Listed doctors only decide where care happens (primary and specialist visits split among them),
 *   so listing a doctor never adds care. A doctor not in our directory takes no visits.
 * - An in-network doctor is in network at any distance; a directory doctor out of network pays the
 *   out-of-network share, or full price without OON coverage (HMO). Other care is in network.
 * - Hospital and SNF follow the day schedule ("$295 per day, days 1-6"); flat = per stay, % = of the stay.
 * - Full price until the deductible; in-network spending stops at the MOOP (combined MOOP: all covered
 *   spending); uncovered out-of-network care counts toward no cap.
 */
import type { HealthAnswer } from '../shared/profile-answers.ts';
import { type CostShare, costShareDollars, parseCostShare, roundCents } from './cost-share.ts';
import type { DoctorLine, EnginePlan } from './types.ts';

/** Typical Medicare-allowed price of one unit of each service, dollars (2026 estimates, ADR 0012). */
export const SERVICE_PRICES = {
  pcp: 140,
  specialist: 220,
  lab: 60,
  xray: 110,
  urgentCare: 180,
  imaging: 500,
  er: 900,
  outpatientSurgery: 1500,
  ambulance: 600,
  hospitalDay: 3000,
  nursingDay: 600,
} as const;
export type Service = keyof typeof SERVICE_PRICES;
/** A year of care: visits and services as counts, hospital and nursing as days of one stay. */
export type CareYear = Record<Service, number>;

/** Care a year per health answer (reasoning in ADR 0012); hospital and nursing are days of one stay. */
const NO_CARE = Object.fromEntries(Object.keys(SERVICE_PRICES).map((s) => [s, 0])) as CareYear;
export const UTILISATION: Record<HealthAnswer, CareYear> = {
  rarely: { ...NO_CARE, pcp: 2, specialist: 1, lab: 1 },
  some: { ...NO_CARE, pcp: 4, specialist: 2, lab: 2, xray: 1, urgentCare: 1 },
  ongoing: {
    pcp: 6,
    specialist: 8,
    lab: 6,
    xray: 2,
    urgentCare: 1,
    imaging: 2,
    er: 1,
    outpatientSurgery: 1,
    ambulance: 1,
    hospitalDay: 5,
    nursingDay: 10,
  },
};

const IN_KEYS: Record<Service, string> = {
  pcp: 'pcpCopayIn',
  specialist: 'specialistCopayIn',
  lab: 'labsIn',
  xray: 'xraysIn',
  urgentCare: 'urgentCare',
  imaging: 'mriCtIn',
  er: 'er',
  outpatientSurgery: 'outpatientSurgeryIn',
  ambulance: 'ambulanceGround',
  hospitalDay: 'hospitalCopayIn',
  nursingDay: 'skilledNursingIn',
};
const OUT_KEYS: Partial<Record<Service, string>> = { pcp: 'pcpCopayOon', specialist: 'specialistCopayOon' };
/** Priced per stay from the plan's day schedule, not per unit. */
const STAYS: ReadonlySet<Service> = new Set(['hospitalDay', 'nursingDay']);

export type CareItem = { service: Service; count: number; inNetwork: boolean };

/** The year's care for a health answer (or a given year), each doctor visit placed in or out of network. */
export function plannedCare(health: HealthAnswer | CareYear, doctors: readonly DoctorLine[]): CareItem[] {
  const use = typeof health === 'string' ? UTILISATION[health] : health;
  const items: CareItem[] = [];
  const unlisted = (service: Service) => {
    if (use[service] > 0) items.push({ service, count: use[service], inNetwork: true });
  };
  // Tests and X-rays first, then doctor visits, then the rest: the order the deductible meets them.
  for (const service of ['lab', 'xray', 'urgentCare'] as const) unlisted(service);
  // Doctors whose network status for this plan is known (not verified ones are priced as unlisted).
  const known = doctors.filter((d) => d.matched && d.notVerified !== true);
  for (const primaryCare of [true, false]) {
    const service = primaryCare ? 'pcp' : 'specialist';
    const listed = known.filter((d) => d.primaryCare === primaryCare);
    if (listed.length === 0) unlisted(service);
    else if (use[service] > 0)
      for (const d of listed)
        items.push({ service, count: use[service] / listed.length, inNetwork: d.inNetwork });
  }
  const later = ['imaging', 'er', 'outpatientSurgery', 'ambulance', 'hospitalDay', 'nursingDay'] as const;
  for (const service of later) unlisted(service);
  return items;
}

type DayBand = { amount: number; from: number; to: number };

/** "$295 per day, days 1-6; …" as day bands; null when the text is not a day schedule. */
export function parseDaySchedule(text: string | boolean | undefined): DayBand[] | null {
  if (typeof text !== 'string' || !/per\s+day/i.test(text)) return null;
  const bands: DayBand[] = [];
  for (const part of text.split(';')) {
    const m = /\$\s*(\d[\d,]*(?:\.\d+)?)\s*per\s+day(?:[^0-9]*days?\s*(\d+)\s*[-–]\s*(\d+))?/i.exec(part);
    if (!m) continue;
    const amount = Number((m[1] ?? '0').replace(/,/g, ''));
    const from = m[2] ? Number(m[2]) : 1;
    const to = m[3] ? Number(m[3]) : Number.POSITIVE_INFINITY;
    bands.push({ amount, from, to });
  }
  return bands.length > 0 ? bands : null;
}

/** What a stay of `days` days costs the member under a day schedule (days outside every band cost $0). */
export function stayCost(bands: readonly DayBand[], days: number): number {
  let total = 0;
  for (let day = 1; day <= days; day++) {
    const band = bands.find((b) => day >= b.from && day <= b.to);
    if (band) total += band.amount;
  }
  return total;
}

/** The member's share of one unit (or one stay) after the deductible part: null when not covered. */
function shareOf(plan: EnginePlan, item: CareItem): { share: CostShare | null; stay: DayBand[] | null } {
  const key = item.inNetwork ? IN_KEYS[item.service] : OUT_KEYS[item.service];
  if (!key) return { share: null, stay: null };
  const text = plan.copayStructure[key];
  return { share: parseCostShare(text), stay: STAYS.has(item.service) ? parseDaySchedule(text) : null };
}

export function computeMedicalCost(
  plan: EnginePlan,
  doctors: readonly DoctorLine[],
  health: HealthAnswer | CareYear = 'some',
): number {
  let deductibleLeft = Math.max(0, plan.medicalDeductible);
  let inNetwork = 0;
  let outCovered = 0;
  let outUncovered = 0;
  const payDeductible = (price: number) => {
    const paid = Math.min(deductibleLeft, price);
    deductibleLeft -= paid;
    return paid;
  };
  for (const item of plannedCare(health, doctors)) {
    const unitPrice = SERVICE_PRICES[item.service];
    const { share, stay } = shareOf(plan, item);
    if (!share && !stay) {
      // No cost share on file: out of network on an HMO is not covered; in network it is paid in full.
      if (item.inNetwork) inNetwork += unitPrice * item.count;
      else outUncovered += unitPrice * item.count;
      continue;
    }
    let spent = 0;
    if (STAYS.has(item.service)) {
      // One stay of `count` days: the deductible first, then the schedule (or flat share) on the rest.
      const price = unitPrice * item.count;
      const fromDeductible = payDeductible(price);
      const member = stay ? stayCost(stay, item.count) : share ? costShareDollars(share, price) : price;
      spent = fromDeductible + Math.min(price - fromDeductible, member);
    } else {
      // Visits can be fractional (shared among doctors): whole visits, then the remainder.
      let remaining = item.count;
      while (remaining > 0) {
        const portion = Math.min(1, remaining);
        remaining -= portion;
        const price = unitPrice * portion;
        const fromDeductible = payDeductible(price);
        const rest = price - fromDeductible;
        const member = share ? costShareDollars(share, unitPrice) * portion : rest;
        spent += fromDeductible + Math.min(rest, member);
      }
    }
    if (item.inNetwork) inNetwork += spent;
    else outCovered += spent;
  }
  if (plan.moopInNetwork !== null) inNetwork = Math.min(inNetwork, plan.moopInNetwork);
  let covered = inNetwork + outCovered;
  if (plan.moopOutNetwork !== null) covered = Math.min(covered, plan.moopOutNetwork);
  return roundCents(covered + outUncovered);
}
