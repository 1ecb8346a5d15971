import { describe, expect, it } from 'vitest';
import { doctorLinesForPlan, matchDoctor, resolveDoctors } from './doctors.ts';
import { makePlan, makeProfile } from './testing/engine-factories.ts';
import type { DirectoryProvider } from './types.ts';

const provider = (
  id: number,
  last: string,
  first: string | null,
  specialty: string,
  zipCode = '73099',
): DirectoryProvider => ({
  id,
  lastNameOrOrgName: last,
  firstName: first,
  primarySpecialty: specialty,
  zipCode,
});

describe('matchDoctor', () => {
  const candidates = [
    provider(1, 'Lee', 'Anna', 'Cardiology'),
    provider(2, 'Lee', 'Anna', 'Family Medicine'),
    provider(3, 'Lee', 'Brian', 'Family Medicine'),
  ];
  it('uses the provider id picked from search', () => {
    expect(matchDoctor({ name: 'anything', specialty: '', providerId: 3 }, candidates)?.id).toBe(3);
    expect(matchDoctor({ name: 'Lee, Anna', specialty: '', providerId: 99 }, candidates)).toBeNull();
  });
  it('never guesses a typed name: a directory entry with the same name and specialty is not this doctor', () => {
    expect(matchDoctor({ name: 'Dr. Anna Lee', specialty: 'Family Medicine' }, candidates)).toBeNull();
    expect(
      matchDoctor({ name: 'Lee, Anna', specialty: 'Cardiology', providerId: null }, candidates),
    ).toBeNull();
  });
});

describe('network status per plan', () => {
  const zipPoints = new Map([
    ['73099', { lat: 35.5, lon: -97.75 }],
    ['74012', { lat: 36.05, lon: -95.8 }],
  ]);
  it('counts a doctor in the network at any distance (the radius limits the search only), with the distance', () => {
    const profile = makeProfile({
      radiusMiles: 20,
      doctors: [
        { name: 'Lee, Anna', specialty: 'Family Medicine', providerId: 1 },
        { name: 'Far, Away', specialty: 'Cardiology', providerId: 2 },
        { name: 'Unknown, Person', specialty: 'Cardiology' },
      ],
    });
    const resolved = resolveDoctors(
      profile,
      [
        [provider(1, 'Lee', 'Anna', 'Family Medicine')],
        [provider(2, 'Far', 'Away', 'Cardiology', '74012')],
        [],
      ],
      zipPoints,
    );
    const lines = doctorLinesForPlan(resolved, makePlan({ network: new Set([1, 2]) }));
    expect(lines.map((l) => [l.matched, l.inNetwork, l.withinRadius, l.counted, l.primaryCare])).toEqual([
      [true, true, true, true, true],
      [true, true, false, true, false],
      [false, false, false, false, false],
    ]);
    expect(lines[0]?.distanceMiles).toBe(0);
    // 73099 → 74012 is roughly 115 miles.
    expect(lines[1]?.distanceMiles).toBeGreaterThan(100);
    const outOfNetwork = doctorLinesForPlan(resolved, makePlan({ network: new Set() }));
    expect(outOfNetwork.map((l) => l.counted)).toEqual([false, false, false]);
  });
});

describe('never invent a network status (ADR 0014)', () => {
  const real = { ...provider(1, "O'Brien", 'Mary', 'Family Medicine'), sample: false };
  const sample = { ...provider(2, 'Sample', 'Sam', 'Family Medicine'), sample: true };
  const profile = makeProfile({
    doctors: [
      { name: "O'Brien, Mary", specialty: 'Family Medicine', providerId: 1 },
      { name: 'Sample, Sam', specialty: 'Family Medicine', providerId: 2 },
    ],
  });
  const resolved = resolveDoctors(profile, [[real], [sample]], new Map());
  const status = (network: number[], sources?: { real: boolean; sample: boolean }) =>
    doctorLinesForPlan(
      resolved,
      makePlan({ network: new Set(network), ...(sources ? { networkSources: sources } : {}) }),
    ).map((l) => (l.inNetwork ? 'in' : l.notVerified ? 'not verified' : 'out'));

  it.each([
    // plan's network rows          , providers in it, real doctor     , sample doctor
    ['only the sample generator\u2019s', { real: false, sample: true }, [], ['not verified', 'out']],
    ['only the sample generator\u2019s', { real: false, sample: true }, [2], ['not verified', 'in']],
    ['from an import or an admin', { real: true, sample: false }, [], ['out', 'out']],
    ['from an import or an admin', { real: true, sample: false }, [1], ['in', 'out']],
    ['both', { real: true, sample: true }, [1, 2], ['in', 'in']],
    ['none at all', { real: false, sample: false }, [], ['not verified', 'not verified']],
  ] as const)('a plan whose network rows are %s, with %o: %o → %o', (_what, sources, network, expected) => {
    expect(status([...network], sources)).toEqual(expected);
  });

  it('a not-verified doctor gets no credit and says "call the plan"', () => {
    const lines = doctorLinesForPlan(
      resolved,
      makePlan({ network: new Set(), networkSources: { real: false, sample: true } }),
    );
    expect(lines[0]).toMatchObject({ matched: true, inNetwork: false, counted: false, notVerified: true });
    expect(lines[1]).not.toHaveProperty('notVerified');
  });
});
