import { describe, expect, it } from 'vitest';
import { makeDoctor, makeDrug, makePlan } from '../testing/results-factories';
import { resultsText } from '../testing/results-text';
import {
  distanceText,
  doctorStatus,
  doctorsNotCounted,
  doctorsNotVerified,
  doctorsUnknown,
  drugRestrictions,
  drugTier,
  uncoveredDrugs,
} from './coverage';

const en = resultsText();

describe('drugs', () => {
  it('names the drugs a plan does not cover', () => {
    const plan = makePlan({
      drugs: [
        makeDrug(),
        makeDrug({ name: 'Eliquis', covered: false, tier: null }),
        makeDrug({ name: 'Ozempic', covered: false }),
      ],
    });
    expect(uncoveredDrugs(plan)).toEqual(['Eliquis', 'Ozempic']);
  });

  it('lists coverage rules, or None', () => {
    expect(drugRestrictions(makeDrug(), en)).toBe('None');
    expect(drugRestrictions(makeDrug({ priorAuthorization: true, stepTherapy: true }), en)).toBe(
      'The plan must approve it first (Prior authorization), Try a lower-cost drug first (Step therapy)',
    );
    expect(drugRestrictions(makeDrug({ quantityLimit: true }), en)).toBe(
      'Only a set amount at a time (Quantity limit)',
    );
  });

  it('says the tier, whether it is estimated, or that the drug is not covered', () => {
    expect(drugTier(makeDrug({ tier: 2 }), en)).toBe('Tier 2');
    expect(drugTier(makeDrug({ tier: 3, tierEstimated: true }), en)).toBe('Tier 3 (estimated)');
    expect(drugTier(makeDrug({ covered: false, tier: null }), en)).toBe('Not covered');
  });
});

describe('doctors', () => {
  it('counts a doctor in network at any distance (ADR 0012: the radius limits the search only)', () => {
    const far = makeDoctor({ name: 'Far', withinRadius: false, counted: true, distanceMiles: 35 });
    const out = makeDoctor({ name: 'Out', inNetwork: false, counted: false });
    const typed = makeDoctor({ name: 'Typed', matched: false, inNetwork: false, counted: false });
    const plan = makePlan({ doctors: [makeDoctor(), far, out, typed] });
    expect(doctorsNotCounted(plan).map((d) => d.name)).toEqual(['Out']);
    expect(doctorsUnknown(plan).map((d) => d.name)).toEqual(['Typed']);
  });

  it.each([
    [makeDoctor(), 'In network'],
    [makeDoctor({ inNetwork: false, counted: false }), 'Not in network'],
    [
      makeDoctor({ matched: false, inNetwork: false, counted: false }),
      'Not in our directory: network status unknown, ask the plan',
    ],
    [
      makeDoctor({ withinRadius: false, counted: true, distanceMiles: 35 }),
      'In network, 35 miles away (farther than your search radius)',
    ],
    [makeDoctor({ withinRadius: false, counted: true, distanceMiles: null }), 'In network'],
  ])('status %#', (doctor, expected) => {
    expect(doctorStatus(doctor, en)).toBe(expected);
  });

  it('gives the distance in miles', () => {
    expect(distanceText(makeDoctor({ distanceMiles: 1 }), en)).toBe('1 mile');
    expect(distanceText(makeDoctor({ distanceMiles: 4.2 }), en)).toBe('4.2 miles');
    expect(distanceText(makeDoctor({ distanceMiles: null }), en)).toBe('Unknown');
  });
});

describe('doctors whose network status is not verified (ADR 0014)', () => {
  const notVerified = makeDoctor({
    name: "O'Brien, Mary",
    inNetwork: false,
    counted: false,
    notVerified: true,
  });
  const out = makeDoctor({ name: 'Out, Side', inNetwork: false, counted: false });
  const plan = makePlan({ doctors: [notVerified, out, makeDoctor()] });

  it('says "call the plan", and keeps them apart from in and out of network', () => {
    expect(doctorStatus(notVerified, en)).toBe('Not verified for this plan: call the plan');
    expect(doctorStatus(out, en)).toBe('Not in network');
    expect(doctorsNotVerified(plan).map((d) => d.name)).toEqual(["O'Brien, Mary"]);
    expect(doctorsNotCounted(plan).map((d) => d.name)).toEqual(['Out, Side']);
    expect(doctorsUnknown(plan)).toEqual([]);
  });
});
