import { describe, expect, it } from 'vitest';
import { makePlanDetail } from '../testing/results-factories';
import { resultsText } from '../testing/results-text';
import {
  benefitFacts,
  copaySections,
  costFacts,
  drugFacts,
  humanizeKey,
  networkFacts,
  tierRows,
} from './plan-facts';

const en = resultsText();

const asObject = (facts: { label: string; value: string }[]) =>
  Object.fromEntries(facts.map((f) => [f.label, f.value]));

describe('humanizeKey', () => {
  it.each([
    ['mriCtIn', 'Mri ct (in network)'],
    ['pcpCopayOon', 'Pcp copay (out of network)'],
    ['acupuncture', 'Acupuncture'],
    ['tier7Retail', 'Tier 7 retail'],
    ['chiropractic_care', 'Chiropractic care'],
  ])('%s → %s', (key, expected) => {
    expect(humanizeKey(key, en)).toBe(expected);
  });
});

describe('costFacts', () => {
  it('shows premium, Part B reduction, deductibles and both out-of-pocket maximums', () => {
    const facts = asObject(
      costFacts(makePlanDetail({ partBPremiumReduction: 50, moopOutNetwork: 7500 }), en),
    );
    expect(facts).toEqual({
      'Monthly premium': 'Free',
      'Part B premium reduction': '$50 a month back on your Part B premium',
      'Medical deductible': '$0',
      'Drug deductible': '$250',
      'Out-of-pocket maximum (in network)': '$3,900',
      'Out-of-pocket maximum (out of network)': '$7,500',
    });
  });

  it('says None, N/A and No drug coverage where they apply', () => {
    const facts = asObject(costFacts(makePlanDetail({ hasRxCoverage: false, monthlyPremium: 29 }), en));
    expect(facts['Monthly premium']).toBe('$29/month');
    expect(facts['Part B premium reduction']).toBe('None');
    expect(facts['Drug deductible']).toBe('No drug coverage');
    expect(facts['Out-of-pocket maximum (out of network)']).toBe('N/A');
  });
});

describe('copaySections', () => {
  it('puts visits under doctor visits and the ER and stays under hospital, with the network', () => {
    const [visits, hospital, ...rest] = copaySections(makePlanDetail(), en);
    expect(asObject(visits?.facts ?? [])).toEqual({
      'Primary care doctor (in network)': '$5',
      'Specialist (in network)': '$35',
      'Urgent care': '$35',
      'Lab tests (in network)': '$0',
      'X-rays (in network)': '$10',
    });
    expect(asObject(hospital?.facts ?? [])).toEqual({
      'Emergency room': '$110',
      'Hospital stay (in network)': '$295 per day, days 1-6',
      'Hospital network': 'OU Health, Mercy Hospital Oklahoma City',
    });
    expect(rest).toEqual([]);
  });

  it('keeps copay keys it does not know under Other services', () => {
    const plan = makePlanDetail({ copayStructure: { pcpCopayIn: '$5', acupunctureIn: '$20' } });
    const other = copaySections(plan, en)[2];
    expect(other?.title).toBe('Other services');
    expect(other?.facts).toEqual([{ label: 'Acupuncture (in network)', value: '$20', planWords: true }]);
  });
});

describe('drug tiers', () => {
  it('names tier 6 in plain words, the official name in brackets (issue 37)', () => {
    const tiers = { ...makePlanDetail().prescriptionTiers, tier6Retail: '$0', tier6Mail: '$0' };
    expect(tierRows(tiers, en).at(-1)?.tier).toBe(
      'Tier 6: Low-cost drugs for some long-term conditions (Select care)',
    );
    expect(tierRows(tiers, resultsText('es')).at(-1)?.tier).toBe(
      'Nivel 6: Medicamentos de bajo costo para algunas afecciones de largo plazo (Atención selecta)',
    );
  });

  it('gives one row per tier with retail (30-day) and mail (90-day) prices', () => {
    const rows = tierRows(makePlanDetail().prescriptionTiers, en);
    expect(rows.map((r) => r.tier)).toEqual([
      'Tier 1: Preferred generic',
      'Tier 2: Generic',
      'Tier 3: Preferred brand',
      'Tier 4: Non-preferred drug',
      'Tier 5: Specialty',
    ]);
    // The plan's own prices are its words (marked English on a Spanish page); "Not available" is ours.
    expect(rows[1]).toEqual({
      tier: 'Tier 2: Generic',
      retail: { value: '$8', planWords: true },
      mail: { value: '$24', planWords: true },
    });
    expect(rows[4]).toEqual({
      tier: 'Tier 5: Specialty',
      retail: { value: '27%', planWords: true },
      mail: { value: 'Not available' },
    });
  });

  it('reads the insulin price and the deductible tiers in words', () => {
    expect(asObject(drugFacts(makePlanDetail(), en))).toEqual({
      'Prescription drug coverage': 'Yes',
      'Select insulins (per month)': '$35',
      'Drug deductible applies to': 'Tiers 3, 4, 5',
    });
    const none = makePlanDetail({
      prescriptionTiers: { deductibleTiers: 'none', mailOrderNote: 'Free shipping' },
    });
    expect(asObject(drugFacts(none, en))).toMatchObject({
      'Drug deductible applies to': 'No tiers',
      'Mail order note': 'Free shipping',
    });
  });
});

describe('benefits and network', () => {
  it('labels benefits plainly, reads flags, and keeps unknown ones', () => {
    const plan = makePlanDetail({
      benefits: { otc: '$60 per quarter', persDevice: false, acupuncture: '$0' },
    });
    expect(benefitFacts(plan, en)).toEqual([
      { label: 'Over-the-counter allowance', value: '$60 per quarter', planWords: true },
      { label: 'Personal emergency alert device', value: 'Not included' },
      { label: 'Acupuncture', value: '$0', planWords: true },
    ]);
  });

  it('lists pharmacies, region and counties', () => {
    expect(asObject(networkFacts(makePlanDetail(), en))).toEqual({
      'Preferred pharmacies': 'Walgreens, Walmart',
      Region: 'Oklahoma',
      'Counties served': 'Oklahoma, Canadian',
    });
  });
});
