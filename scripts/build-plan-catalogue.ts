/**
 * Writes data/plans.json: the Oklahoma plan catalogue for plan year 2026 (docs/plan-catalogue.md).
 *
 *   npx tsx scripts/build-plan-catalogue.ts
 *
 * Deterministic: every varied value comes from stableUnit(planId, purpose), never Math.random or
 * the clock, so re-running rewrites the same file. Every plan is SAMPLE data: four GlobalHealth
 * plans follow premiums, deductibles and MOOPs GlobalHealth published for an earlier year, never
 * verified for 2026; the rest have invented contract numbers, costs and benefits, all within 2026's
 * legal ranges (in-network MOOP ≤ $9,250, combined ≤ $13,900, Part D deductible ≤ $615, insulin ≤ $35). This file is mostly one data table, hence its length.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  C_SNP_RULE,
  D_SNP_RULE,
  NO_TIER_6,
  SAMPLE_DATA_NOTE,
  stableUnit,
} from '../src/server/db/seed/plan-catalogue.ts';
import { DATA_DIR } from '../src/server/db/seed/reference-data.ts';
import { type BENEFIT_KEYS, type COPAY_KEYS, TIER_KEYS } from '../src/shared/plan-fields.ts';

type Area = 'state' | 'okc' | 'tulsa' | 'metro' | 'southwest' | 'central' | 'north' | 'east' | 'southeast';
const COUNTIES: Record<Exclude<Area, 'state'>, string[]> = {
  okc: ['Oklahoma', 'Cleveland', 'Canadian', 'Logan', 'McClain', 'Pottawatomie'],
  tulsa: ['Tulsa', 'Creek', 'Osage', 'Rogers', 'Wagoner', 'Okmulgee'],
  metro: [
    ...['Oklahoma', 'Cleveland', 'Canadian', 'Logan', 'McClain', 'Pottawatomie'],
    ...['Tulsa', 'Creek', 'Osage', 'Rogers', 'Wagoner', 'Okmulgee'],
  ],
  southwest: ['Comanche', 'Grady', 'Caddo', 'Stephens'],
  central: ['Oklahoma', 'Cleveland', 'Canadian', 'McClain', 'Grady', 'Comanche', 'Caddo', 'Stephens'],
  north: ['Payne', 'Garfield', 'Kay', 'Noble', 'Logan'],
  east: ['Tulsa', 'Muskogee', 'Cherokee', 'Wagoner', 'Sequoyah', 'McIntosh'],
  southeast: ['Pittsburg', 'Pontotoc', 'Carter', 'Bryan', 'Garvin'],
};
/** Hospital systems by part of the state (real Oklahoma systems; which plan contracts which is sample). */
const HOSPITALS = {
  okc: [
    'INTEGRIS Health',
    'OU Health',
    'SSM Health St. Anthony',
    'Mercy Hospital Oklahoma City',
    'Norman Regional',
  ],
  tulsa: [
    'Saint Francis Health System',
    'Hillcrest HealthCare System',
    'Ascension St. John',
    'OSU Medical Center',
  ],
  southwest: ['Comanche County Memorial Hospital', 'Southwestern Medical Center', 'Grady Memorial Hospital'],
  north: ['Stillwater Medical Center', 'INTEGRIS Health Enid', 'Alliance Health Ponca City'],
  east: ['Saint Francis Hospital Muskogee', 'Northeastern Health System', 'Ascension St. John'],
  southeast: ['McAlester Regional Health Center', 'Mercy Hospital Ardmore', 'Mercy Hospital Ada'],
} as const;
const AREA_HOSPITALS: Record<Area, Array<keyof typeof HOSPITALS>> = {
  state: ['okc', 'tulsa', 'southwest'],
  okc: ['okc'],
  tulsa: ['tulsa'],
  metro: ['okc', 'tulsa'],
  southwest: ['southwest'],
  central: ['okc', 'southwest'],
  north: ['north'],
  east: ['east'],
  southeast: ['southeast'],
};

type Carrier = {
  name: string;
  contract: string;
  stars: number | null;
  url: string | null;
  gym: string;
  pharmacies: string;
  /** Uses a $0 tier 6 of select-care generics. */
  selectCare: boolean;
};
const GH: Carrier = {
  name: 'GlobalHealth',
  contract: 'H3706',
  stars: 4,
  url: 'https://www.globalhealth.com',
  gym: 'SilverSneakers',
  pharmacies: "Walgreens, Walmart, Homeland, Buy For Less, Reasor's",
  selectCare: false,
};
const HUMANA: Carrier = {
  name: 'Humana',
  contract: 'H5619',
  stars: 3.5,
  url: 'https://www.humana.com/medicare',
  gym: 'SilverSneakers',
  pharmacies: 'Walmart, Walgreens, Homeland, CenterWell Pharmacy (mail order)',
  selectCare: true,
};
const UHC: Carrier = {
  name: 'UnitedHealthcare',
  contract: 'H3783',
  stars: 4,
  url: 'https://www.uhc.com/medicare',
  gym: 'Renew Active',
  pharmacies: 'Walgreens, Walmart, Optum Rx (mail order)',
  selectCare: true,
};
const AETNA: Carrier = {
  name: 'Aetna',
  contract: 'H5337',
  stars: 4.5,
  url: 'https://www.aetnamedicare.com',
  gym: 'SilverSneakers',
  pharmacies: 'CVS Pharmacy, Walmart, CVS Caremark (mail order)',
  selectCare: false,
};
const BCBS: Carrier = {
  name: 'Blue Cross Blue Shield of Oklahoma',
  contract: 'H8634',
  stars: 3.5,
  url: 'https://www.bcbsok.com/medicare',
  gym: 'SilverSneakers',
  pharmacies: "Walgreens, Walmart, Reasor's, Homeland, Buy For Less",
  selectCare: false,
};
const CC: Carrier = {
  name: 'CommunityCare',
  contract: 'H3718',
  stars: 3,
  url: null,
  gym: 'SilverSneakers',
  pharmacies: "Reasor's, Walgreens, CVS Pharmacy, Walmart",
  selectCare: false,
};
const WELLCARE: Carrier = {
  name: 'Wellcare',
  contract: 'H9420',
  stars: 3,
  url: 'https://www.wellcare.com',
  gym: 'SilverSneakers',
  pharmacies: 'CVS Pharmacy, Walgreens, Walmart',
  selectCare: true,
};
const DEVOTED: Carrier = {
  name: 'Devoted Health',
  contract: 'H1290',
  stars: null, // new in Oklahoma: too few years of data for a star rating
  url: 'https://www.devoted.com',
  gym: 'SilverSneakers',
  pharmacies: 'Walgreens, CVS Pharmacy, Walmart',
  selectCare: false,
};

/** 1 = lean extras and higher cost sharing, 3 = rich extras and low cost sharing. */
type Level = 1 | 2 | 3;
type Spec = {
  carrier: Carrier;
  n: string;
  name: string;
  type: string;
  premium: number;
  moop: number;
  area: Area;
  level: Level;
  about?: string;
  giveback?: number;
  medDed?: number;
  moopOut?: number;
  rx?: boolean;
  rxDed?: number;
  inactive?: boolean;
  /** What of the plan follows a carrier's published figures for an earlier year (still sample data). */
  earlierFigures?: string;
};

// biome-ignore format: a data table reads best one plan per line
const SPECS: Spec[] = [
  // GlobalHealth: four plans modelled on figures GlobalHealth published for an earlier year, and one C-SNP.
  { carrier: GH, n: '001', name: 'GlobalHealth Generations Classic (HMO)', type: 'HMO', premium: 0, medDed: 0, moop: 3900, rxDed: 0, area: 'metro', level: 2, earlierFigures: "Premium, deductible and in-network MOOP follow figures GlobalHealth published for an earlier plan year, not verified for 2026." },
  { carrier: GH, n: '009', name: 'GlobalHealth Generations Value (HMO)', type: 'HMO', premium: 0, medDed: 0, moop: 3000, rxDed: 0, area: 'metro', level: 2, earlierFigures: "Premium, deductible and in-network MOOP follow figures GlobalHealth published for an earlier plan year, not verified for 2026." },
  { carrier: GH, n: '018', name: 'GlobalHealth Generations Select (HMO)', type: 'HMO', premium: 29, moop: 3900, rxDed: 0, area: 'metro', level: 3, earlierFigures: "Premium and in-network MOOP follow figures GlobalHealth published for an earlier plan year, not verified for 2026." },
  { carrier: GH, n: '021', name: 'GlobalHealth Generations Classic Choice (HMO-POS)', type: 'HMO-POS', premium: 10, moop: 3900, moopOut: 10000, rxDed: 0, area: 'metro', level: 2, earlierFigures: "Premium, in-network MOOP ($3,900) and combined in- and out-of-network MOOP ($10,000) follow figures GlobalHealth published for an earlier plan year, not verified for 2026." },
  { carrier: GH, n: '030', name: 'GlobalHealth Generations Heart & Diabetes Care (HMO C-SNP)', type: 'HMO C-SNP', premium: 0, moop: 3400, rxDed: 0, area: 'metro', level: 3 },
  // Humana
  { carrier: HUMANA, n: '005', name: 'Humana Gold Plus H5619-005 (HMO)', type: 'HMO', premium: 0, moop: 5900, rxDed: 0, area: 'okc', level: 2, about: '$0 premium HMO for the Oklahoma City area.' },
  { carrier: HUMANA, n: '012', name: 'Humana Gold Plus H5619-012 (HMO)', type: 'HMO', premium: 0, moop: 5500, rxDed: 0, area: 'tulsa', level: 2, about: '$0 premium HMO for the Tulsa area.' },
  { carrier: HUMANA, n: '019', name: 'Humana Gold Plus H5619-019 (HMO)', type: 'HMO', premium: 38, moop: 4500, rxDed: 0, area: 'metro', level: 3, about: 'Higher-premium HMO with lower copays and richer extras.' },
  { carrier: HUMANA, n: '024', name: 'Humana Gold Plus H5619-024 (HMO)', type: 'HMO', premium: 0, moop: 6700, rxDed: 250, area: 'southwest', level: 1, about: '$0 premium HMO for Lawton and southwest Oklahoma.' },
  { carrier: HUMANA, n: '031', name: 'Humana Choice H5619-031 (PPO)', type: 'PPO', premium: 0, medDed: 250, moop: 7400, moopOut: 11300, rxDed: 480, area: 'state', level: 1, about: 'Statewide PPO: see any doctor who accepts Medicare, pay less in network.' },
  { carrier: HUMANA, n: '036', name: 'Humana Choice H5619-036 (PPO)', type: 'PPO', premium: 59, moop: 5500, moopOut: 9500, rxDed: 200, area: 'state', level: 2, about: 'Statewide PPO with lower cost sharing for a monthly premium.' },
  { carrier: HUMANA, n: '041', name: 'Humana Honor Giveback H5619-041 (PPO)', type: 'PPO', premium: 0, giveback: 125, moop: 6900, moopOut: 10500, rx: false, area: 'state', level: 1, about: 'Medical-only plan (no Part D): suits veterans with VA drug coverage; pays back part of the Part B premium.' },
  { carrier: HUMANA, n: '050', name: 'Humana Gold Plus SNP-DE H5619-050 (HMO D-SNP)', type: 'HMO D-SNP', premium: 0, moop: 9250, rxDed: 615, area: 'metro', level: 3 },
  { carrier: HUMANA, n: '055', name: 'Humana Gold Plus SNP-C H5619-055 (HMO C-SNP)', type: 'HMO C-SNP', premium: 0, moop: 4900, rxDed: 0, area: 'metro', level: 2 },
  { carrier: HUMANA, n: '008', name: 'Humana Gold Plus H5619-008 (HMO)', type: 'HMO', premium: 0, moop: 6100, rxDed: 150, area: 'okc', level: 1, inactive: true, about: 'Not offered for plan year 2026 (members moved to H5619-005); kept for history.' },
  // UnitedHealthcare
  { carrier: UHC, n: '001', name: 'AARP Medicare Advantage Choice (PPO)', type: 'PPO', premium: 0, moop: 6500, moopOut: 11000, rxDed: 350, area: 'state', level: 2, about: 'Statewide PPO with in- and out-of-network coverage.' },
  { carrier: UHC, n: '002', name: 'AARP Medicare Advantage Choice Plus (PPO)', type: 'PPO', premium: 64, moop: 4900, moopOut: 8400, rxDed: 0, area: 'state', level: 3, about: 'Statewide PPO with low copays and a $0 drug deductible for a monthly premium.' },
  { carrier: UHC, n: '010', name: 'AARP Medicare Advantage from UHC OK-0001 (HMO-POS)', type: 'HMO-POS', premium: 0, moop: 4900, moopOut: 9800, rxDed: 0, area: 'okc', level: 2, about: 'HMO with a point-of-service option for some out-of-network care.' },
  { carrier: UHC, n: '011', name: 'AARP Medicare Advantage from UHC OK-0002 (HMO-POS)', type: 'HMO-POS', premium: 0, moop: 5200, rxDed: 100, area: 'tulsa', level: 2, about: 'HMO with a point-of-service option for some out-of-network care.' },
  { carrier: UHC, n: '015', name: 'AARP Medicare Advantage Patriot No Rx OK-MA01 (PPO)', type: 'PPO', premium: 0, giveback: 174, moop: 6700, moopOut: 10100, rx: false, area: 'state', level: 1, about: 'Medical-only plan (no Part D) with a Part B premium giveback.' },
  { carrier: UHC, n: '020', name: 'UnitedHealthcare Dual Complete OK-S001 (HMO D-SNP)', type: 'HMO D-SNP', premium: 0, moop: 9250, rxDed: 615, area: 'central', level: 3 },
  { carrier: UHC, n: '025', name: 'UnitedHealthcare Chronic Complete OK-V001 (PPO C-SNP)', type: 'PPO C-SNP', premium: 0, moop: 5900, moopOut: 9900, rxDed: 0, area: 'state', level: 2 },
  { carrier: UHC, n: '030', name: 'AARP Medicare Advantage Walgreens (PPO)', type: 'PPO', premium: 0, moop: 5900, moopOut: 9900, rxDed: 200, area: 'state', level: 2, about: 'Statewide PPO with lower drug copays at Walgreens.' },
  // Aetna
  { carrier: AETNA, n: '001', name: 'Aetna Medicare Eagle (PPO)', type: 'PPO', premium: 0, moop: 6500, moopOut: 10500, rxDed: 410, area: 'state', level: 2, about: 'Statewide $0 premium PPO.' },
  { carrier: AETNA, n: '003', name: 'Aetna Medicare Premier Plus (PPO)', type: 'PPO', premium: 89, moop: 4500, moopOut: 7500, rxDed: 0, area: 'state', level: 3, about: 'Statewide PPO with low cost sharing and a $0 drug deductible.' },
  { carrier: AETNA, n: '007', name: 'Aetna Medicare Value Plus (HMO)', type: 'HMO', premium: 0, moop: 4900, rxDed: 150, area: 'okc', level: 2, about: '$0 premium HMO for the Oklahoma City area.' },
  { carrier: AETNA, n: '008', name: 'Aetna Medicare Value (HMO)', type: 'HMO', premium: 0, moop: 5400, rxDed: 250, area: 'tulsa', level: 1, about: '$0 premium HMO for the Tulsa area.' },
  { carrier: AETNA, n: '012', name: 'Aetna Medicare Dual Select (HMO D-SNP)', type: 'HMO D-SNP', premium: 0, moop: 9250, rxDed: 615, area: 'metro', level: 3 },
  { carrier: AETNA, n: '015', name: 'Aetna Medicare Eagle Giveback (PPO)', type: 'PPO', premium: 0, giveback: 50, moop: 7900, moopOut: 12500, rxDed: 615, area: 'state', level: 1, about: 'Statewide PPO with drug coverage and a $50 Part B giveback.' },
  { carrier: AETNA, n: '005', name: 'Aetna Medicare Essential (HMO)', type: 'HMO', premium: 15, moop: 5900, rxDed: 300, area: 'tulsa', level: 1, inactive: true, about: 'Not offered for plan year 2026; kept for history.' },
  // Blue Cross Blue Shield of Oklahoma
  { carrier: BCBS, n: '002', name: 'Blue Cross Medicare Advantage Basic (HMO)', type: 'HMO', premium: 0, moop: 6200, rxDed: 300, area: 'okc', level: 1, about: '$0 premium HMO for the Oklahoma City area.' },
  { carrier: BCBS, n: '004', name: 'Blue Cross Medicare Advantage Classic (HMO)', type: 'HMO', premium: 25, moop: 4700, rxDed: 0, area: 'tulsa', level: 2, about: 'HMO for the Tulsa area with a $0 drug deductible.' },
  { carrier: BCBS, n: '006', name: 'Blue Cross Medicare Advantage Choice (PPO)', type: 'PPO', premium: 0, medDed: 250, moop: 7550, moopOut: 11800, rxDed: 480, area: 'state', level: 1, about: 'Statewide $0 premium PPO.' },
  { carrier: BCBS, n: '008', name: 'Blue Cross Medicare Advantage Choice Plus (PPO)', type: 'PPO', premium: 118, moop: 3900, moopOut: 6900, rxDed: 0, area: 'state', level: 3, about: 'Statewide PPO with the lowest cost sharing in the Blue Cross line-up.' },
  { carrier: BCBS, n: '010', name: 'Blue Cross Medicare Advantage Dual Care (HMO D-SNP)', type: 'HMO D-SNP', premium: 0, moop: 9250, rxDed: 615, area: 'state', level: 3 },
  { carrier: BCBS, n: '012', name: 'Blue Cross Medicare Advantage Chronic Care (HMO C-SNP)', type: 'HMO C-SNP', premium: 0, moop: 4200, rxDed: 0, area: 'metro', level: 2 },
  { carrier: BCBS, n: '014', name: 'Blue Cross Medicare Advantage Essential (HMO-POS)', type: 'HMO-POS', premium: 0, moop: 5900, moopOut: 9900, rxDed: 250, area: 'north', level: 2, about: 'HMO-POS for Stillwater, Enid and Ponca City.' },
  // CommunityCare
  { carrier: CC, n: '001', name: 'CommunityCare Senior Health Plan Classic (MA-PD)', type: 'MA-PD', premium: 0, moop: 5500, rxDed: 0, area: 'tulsa', level: 2, about: 'Medicare Advantage with Part D from a Tulsa-based plan.' },
  { carrier: CC, n: '002', name: 'CommunityCare Senior Health Plan Plus (MA-PD)', type: 'MA-PD', premium: 45, moop: 3900, rxDed: 0, area: 'east', level: 3, about: 'Lower copays for a monthly premium; Tulsa and northeast Oklahoma.' },
  { carrier: CC, n: '004', name: 'CommunityCare Senior Health Plan Value (HMO)', type: 'HMO', premium: 0, moop: 6700, rxDed: 350, area: 'metro', level: 1, about: '$0 premium HMO for the Tulsa and Oklahoma City areas.' },
  { carrier: CC, n: '006', name: 'CommunityCare Senior Health Plan Choice (HMO-POS)', type: 'HMO-POS', premium: 19, moop: 4900, moopOut: 8900, rxDed: 0, area: 'tulsa', level: 2, about: 'HMO-POS for the Tulsa area.' },
  { carrier: CC, n: '008', name: 'CommunityCare Senior Health Plan Dual (HMO D-SNP)', type: 'HMO D-SNP', premium: 0, moop: 9250, rxDed: 615, area: 'tulsa', level: 3 },
  { carrier: CC, n: '003', name: 'CommunityCare Senior Health Plan Select (MA-PD)', type: 'MA-PD', premium: 32, moop: 4900, rxDed: 0, area: 'tulsa', level: 2, inactive: true, about: 'Not offered for plan year 2026 (merged into the Plus plan); kept for history.' },
  // Wellcare
  { carrier: WELLCARE, n: '001', name: 'Wellcare No Premium (HMO)', type: 'HMO', premium: 0, moop: 6700, rxDed: 0, area: 'central', level: 1, about: '$0 premium HMO for central and southwest Oklahoma.' },
  { carrier: WELLCARE, n: '003', name: 'Wellcare Simple Open (PPO)', type: 'PPO', premium: 0, medDed: 500, moop: 8500, moopOut: 13900, rxDed: 615, area: 'state', level: 1, about: 'Statewide $0 premium PPO with higher deductibles.' },
  { carrier: WELLCARE, n: '005', name: 'Wellcare Giveback Open (PPO)', type: 'PPO', premium: 0, giveback: 150, moop: 7900, moopOut: 12900, rx: false, area: 'state', level: 1, about: 'Medical-only plan (no Part D) with a Part B premium giveback.' },
  { carrier: WELLCARE, n: '007', name: 'Wellcare Dual Liberty (HMO D-SNP)', type: 'HMO D-SNP', premium: 0, moop: 9250, rxDed: 615, area: 'central', level: 3 },
  { carrier: WELLCARE, n: '009', name: 'Wellcare Assist (HMO)', type: 'HMO', premium: 0, moop: 5900, rxDed: 200, area: 'southeast', level: 2, about: '$0 premium HMO for southeast Oklahoma.' },
  // Devoted Health (new in Oklahoma, unrated)
  { carrier: DEVOTED, n: '001', name: 'Devoted CORE Oklahoma (HMO)', type: 'HMO', premium: 0, moop: 4900, rxDed: 0, area: 'okc', level: 2, about: 'New for 2026: $0 premium HMO for the Oklahoma City area.' },
  { carrier: DEVOTED, n: '003', name: 'Devoted GIVEBACK Oklahoma (HMO)', type: 'HMO', premium: 0, giveback: 100, moop: 6500, rxDed: 300, area: 'metro', level: 1, about: 'New for 2026: HMO with drug coverage and a $100 Part B giveback.' },
  { carrier: DEVOTED, n: '005', name: 'Devoted CHOICE Oklahoma (PPO)', type: 'PPO', premium: 0, moop: 6900, moopOut: 11900, rxDed: 250, area: 'central', level: 2, about: 'New for 2026: PPO for central and southwest Oklahoma. Its drug list is not loaded yet, so ClearPlan estimates drug tiers.' },
];

/** A stable pick for (plan, purpose). */
function choose<T>(planId: string, purpose: string, options: readonly T[]): T {
  return options[Math.floor(stableUnit(planId, purpose) * options.length)] as T;
}
const money = (n: number) => n.toFixed(2);
const usd = (n: number) => `$${n.toLocaleString('en-US')}`;

function copays(s: Spec, id: string): Record<(typeof COPAY_KEYS)[number], string> {
  const pick = <T>(purpose: string, options: readonly T[]) => choose(id, purpose, options);
  const oon = s.type.startsWith('PPO') ? 'ppo' : s.type.startsWith('HMO-POS') ? 'pos' : 'none';
  const dual = s.type.includes('D-SNP');
  const L = s.level;
  const byLevel = <T>(purpose: string, lean: readonly T[], std: readonly T[], rich: readonly T[]) =>
    pick(purpose, L === 1 ? lean : L === 2 ? std : rich);
  const $ = (n: number) => `$${n}`;
  const pcp = dual ? 0 : byLevel('pcp', [0, 5, 10], [0, 0, 5], [0]);
  // C-SNPs waive or cut the specialist copay: members see endocrinologists and cardiologists often.
  const chronic = s.type.includes('C-SNP');
  const specialist = dual
    ? 0
    : chronic
      ? pick('spec', [0, 10, 20])
      : byLevel('spec', [45, 50], [35, 40, 45], [20, 25, 30]);
  const notCovered = 'Not covered';
  const outOf = (ppo: string, pos: string) => (oon === 'ppo' ? ppo : oon === 'pos' ? pos : notCovered);
  const zeroIfDual = (value: string) => (dual ? '$0' : value);
  return {
    pcpCopayIn: $(pcp),
    pcpCopayOon: outOf($(pcp + pick('pcp-oon', [20, 25, 30])), pick('pcp-pos', ['$40', '30%'])),
    specialistCopayIn: $(specialist),
    specialistCopayOon: outOf(
      pick('spec-oon', [$(specialist + 30), $(specialist + 40), '40%']),
      pick('spec-pos', ['$65', '40%']),
    ),
    urgentCare: zeroIfDual($(byLevel('urgent', [45, 55], [35, 40], [25, 30]))),
    labsIn: L === 1 && !dual ? pick('labs', ['$0', '$10']) : '$0',
    labsOon: outOf(pick('labs-oon', ['$0', '$20', '30%']), '30%'),
    xraysIn: zeroIfDual(byLevel('xray', ['$20', '$25'], ['$10', '$15'], ['$0'])),
    xraysOon: outOf(pick('xray-oon', ['$40', '$50', '30%']), '40%'),
    er: zeroIfDual($(byLevel('er', [125, 130], [110, 115], [90, 100]))),
    ambulanceGround: zeroIfDual($(byLevel('ambulance', [300, 325], [250, 275], [200, 225]))),
    hospitalCopayIn: dual
      ? '$0 per stay'
      : byLevel(
          'hospital',
          ['$395 per day, days 1-5', '$425 per day, days 1-6'],
          ['$295 per day, days 1-6', '$325 per day, days 1-5'],
          ['$195 per day, days 1-5', '$150 per day, days 1-5'],
        ),
    mriCtIn: zeroIfDual(byLevel('mri', ['$250', '$275', '20%'], ['$150', '$175', '20%'], ['$75', '$100'])),
    dmeIn: zeroIfDual(L === 3 ? '10%' : '20%'),
    ptOtStIn: zeroIfDual($(byLevel('therapy', [40], [30, 35], [20]))),
    outpatientSurgeryIn: zeroIfDual($(byLevel('outpatient', [350, 395], [250, 275], [150, 175]))),
    ambulatorySurgeryIn: zeroIfDual($(byLevel('asc', [250, 295], [175, 200], [100, 125]))),
    ambulanceAir: zeroIfDual(L === 3 ? '$225' : '20%'),
    skilledNursingIn: dual
      ? '$0 per day, days 1-100'
      : `$${L === 1 ? 20 : 0} per day, days 1-20; $${byLevel('snf', [214], [203, 210], [184, 196])} per day, days 21-100`,
  };
}

function benefits(s: Spec, id: string): Record<(typeof BENEFIT_KEYS)[number], string | boolean> {
  const pick = <T>(purpose: string, options: readonly T[]) => choose(id, purpose, options);
  const dual = s.type.includes('D-SNP');
  const chronic = s.type.includes('C-SNP');
  const L = s.level;
  const notCovered = 'Not covered';
  const dental = dual
    ? `${usd(pick('dental', [3000, 3500]))} per year for preventive and comprehensive dental, including dentures`
    : L === 3
      ? `${usd(pick('dental', [2000, 2500, 3000]))} per year for preventive and comprehensive dental`
      : L === 2
        ? `$0 preventive dental (2 exams and cleanings, X-rays); ${usd(pick('dental', [1000, 1500]))} per year for comprehensive dental`
        : '$0 preventive dental (2 exams and cleanings per year); comprehensive dental not covered';
  return {
    dental,
    hearing:
      L === 1 && !dual
        ? '$0 routine hearing exam; discounts on hearing aids through the plan vendor'
        : `$0 routine hearing exam; hearing aids from ${pick('hearing', ['$99', '$199', '$299'])} per aid, up to 2 per year`,
    vision: `$0 routine eye exam; ${usd(dual ? 350 : L === 3 ? pick('vision', [250, 300]) : L === 2 ? pick('vision', [150, 200]) : 75)} per year for glasses or contacts`,
    otc: dual
      ? `${usd(pick('otc', [150, 175, 200]))} per month`
      : L === 3 || chronic
        ? `${usd(pick('otc', [90, 100, 125]))} per quarter`
        : L === 2
          ? `${usd(pick('otc', [50, 60, 75]))} per quarter`
          : pick('otc', [notCovered, '$25 per quarter']),
    gym: s.carrier.gym,
    transportation: dual
      ? '48 one-way trips per year to plan-approved locations'
      : L === 3 || chronic
        ? '24 one-way trips per year to plan-approved locations'
        : L === 2
          ? pick('rides', ['12 one-way trips per year to plan-approved locations', notCovered])
          : notCovered,
    meals:
      dual || chronic
        ? '28 medically tailored meals after an inpatient stay'
        : L === 1
          ? notCovered
          : `${pick('meals', [10, 14])} meals after an inpatient stay`,
    healthyFood: dual
      ? `${usd(pick('food', [75, 100]))} per month for healthy food and utilities (for members who qualify)`
      : chronic
        ? '$50 per month for healthy food (for members with a qualifying chronic condition)'
        : notCovered,
    inHomeSupport: dual
      ? 'Up to 60 hours per year of in-home support services'
      : L === 3
        ? pick('home', ['Up to 30 hours per year of in-home support services', notCovered])
        : notCovered,
    smartWallet:
      s.rx === false
        ? '$250 per year flex card for dental, vision and hearing costs'
        : L === 3 && !dual
          ? `${usd(pick('wallet', [300, 500]))} per year flex card for dental, vision and hearing costs`
          : notCovered,
    persDevice: dual || chronic || (L === 3 && stableUnit(id, 'pers') < 0.5),
  };
}

function tiers(s: Spec, id: string): Record<(typeof TIER_KEYS)[number], string> {
  const pick = <T>(purpose: string, options: readonly T[]) => choose(id, purpose, options);
  if (s.rx === false) {
    return {
      ...Object.fromEntries(TIER_KEYS.map((k) => [k, 'Not covered'])),
      deductibleTiers: 'none',
    } as Record<(typeof TIER_KEYS)[number], string>;
  }
  const tier6 = s.carrier.selectCare ? '$0' : NO_TIER_6;
  if (s.type.includes('D-SNP')) {
    // The standard Part D design; Extra Help (which every member has) lowers it to a few dollars a fill.
    return {
      ...Object.fromEntries(TIER_KEYS.map((k) => [k, '25%'])),
      tier6Retail: NO_TIER_6,
      selectInsulin: '$35',
      deductibleTiers: '1,2,3,4,5',
    } as Record<(typeof TIER_KEYS)[number], string>;
  }
  const L = s.level;
  const byLevel = <T>(purpose: string, lean: readonly T[], std: readonly T[], rich: readonly T[]) =>
    pick(purpose, L === 1 ? lean : L === 2 ? std : rich);
  const mail = (retail: string) => (retail.endsWith('%') ? retail : `$${Number(retail.slice(1)) * 3}`);
  const t1 = byLevel('t1', ['$3', '$5'], ['$0', '$2'], ['$0']);
  const t2 = byLevel('t2', ['$12', '$15'], ['$8', '$10'], ['$5', '$6']);
  const t3 = byLevel('t3', ['$47', '25%'], ['$45', '$47'], ['$40', '$42']);
  const t4 = byLevel('t4', ['49%', '50%'], ['40%', '45%'], ['$95', '$100', '40%']);
  const rxDed = s.rxDed ?? 0;
  return {
    tier1Retail: t1,
    tier1Mail: L === 1 ? mail(t1) : '$0',
    tier2Retail: t2,
    tier2Mail: L === 3 ? '$0' : mail(t2),
    tier3Retail: t3,
    tier3Mail: mail(t3),
    tier4Retail: t4,
    tier4Mail: mail(t4),
    tier5Retail: byLevel('t5', ['31%', '33%'], ['27%', '28%', '30%'], ['25%']),
    tier6Retail: tier6,
    // The $35 cap is the legal maximum; C-SNPs (diabetes is one of their conditions) charge $0.
    selectInsulin: s.type.includes('C-SNP') ? '$0' : '$35',
    deductibleTiers:
      rxDed === 0 ? 'none' : rxDed >= 480 ? pick('ded-tiers', ['1,2,3,4,5', '3,4,5']) : '3,4,5',
  };
}

function hospitalNetwork(s: Spec, id: string): string {
  const ppo = s.type.startsWith('PPO');
  const systems = AREA_HOSPITALS[s.area].flatMap((part) => {
    const list: string[] = [...HOSPITALS[part]];
    // Narrow networks: an HMO-style plan leaves out one system of each larger region.
    if (ppo || list.length < 4) return list;
    const drop = Math.floor(stableUnit(id, 'hospital', part) * list.length);
    return list.filter((_, i) => i !== drop);
  });
  const unique = [...new Set(systems)];
  return s.area === 'state' ? `${unique.join(', ')} and other hospitals statewide` : unique.join(', ');
}

function notes(s: Spec): string {
  // Sample data like every plan here: figures of an earlier year are never a verified 2026 fact.
  if (s.earlierFigures) return `${SAMPLE_DATA_NOTE} ${s.earlierFigures}`;
  const rule = s.type.includes('D-SNP')
    ? `${D_SNP_RULE}: you must have Medicare Parts A and B and full SoonerCare (Oklahoma Medicaid) benefits.`
    : s.type.includes('C-SNP')
      ? `${C_SNP_RULE}; a doctor must confirm the condition.`
      : s.about;
  if (!rule) throw new Error(`${s.carrier.contract}-${s.n} needs a short description`);
  return `${SAMPLE_DATA_NOTE} ${rule}`;
}

function planRow(s: Spec) {
  const planId = `${s.carrier.contract}-${s.n}`;
  const counties = s.area === 'state' ? null : COUNTIES[s.area];
  const moopOut = s.moopOut ?? null;
  if (s.moop > 9250 || (moopOut ?? 0) > 13900 || (s.rxDed ?? 0) > 615)
    throw new Error(`${planId}: over a 2026 limit`);
  return {
    planId,
    carrier: s.carrier.name,
    planName: s.name,
    planType: s.type,
    monthlyPremium: money(s.premium),
    partBPremiumReduction: money(s.giveback ?? 0),
    medicalDeductible: money(s.medDed ?? 0),
    moopInNetwork: money(s.moop),
    moopOutNetwork: moopOut === null ? null : money(moopOut),
    hasRxCoverage: s.rx !== false,
    rxDeductible: money(s.rx === false ? 0 : (s.rxDed ?? 0)),
    starRating: s.carrier.stars === null ? null : s.carrier.stars.toFixed(1),
    hospitalNetwork: hospitalNetwork(s, planId),
    preferredPharmacies: s.rx === false ? 'None (no drug coverage)' : s.carrier.pharmacies,
    copayStructure: copays(s, planId),
    benefits: benefits(s, planId),
    prescriptionTiers: tiers(s, planId),
    region: 'Oklahoma',
    county: counties ? counties[0] : null,
    counties,
    isActive: !s.inactive,
    notes: notes(s),
    enrollmentUrl: s.carrier.url,
  };
}

export type CataloguePlanRow = ReturnType<typeof planRow>;

/** The catalogue as data/plans.json holds it; the test checks the committed file equals this. */
export function buildPlanCatalogue(): CataloguePlanRow[] {
  const rows = SPECS.map(planRow);
  const duplicate = rows.find((r, i) => rows.findIndex((o) => o.planId === r.planId) !== i);
  if (duplicate) throw new Error(`duplicate planId ${duplicate.planId}`);
  return rows;
}

export const PLAN_CATALOGUE_PATH = path.join(DATA_DIR, 'plans.json');

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const rows = buildPlanCatalogue();
  fs.writeFileSync(PLAN_CATALOGUE_PATH, `${JSON.stringify(rows, null, 2)}\n`);
  console.log(
    `Wrote ${rows.length} plans (${rows.filter((r) => r.isActive).length} active) to ${PLAN_CATALOGUE_PATH}`,
  );
}
