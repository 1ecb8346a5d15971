/**
 * One doctors-in-network count (issue 36, item 5): with one doctor picked from the directory and
 * one typed by hand, the plan's count (the card's "Doctors in network: 1 of 1", the compare table,
 * the PDF) and its reasons say the same "1 of 1", and the typed doctor is named as not in our
 * directory. The API and the PDF are checked in src/server/routes/medicare/doctor-count.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { reasonsText } from '../shared/i18n/reasons-text.ts';
import { recommendPlans } from './recommend.ts';
import { makeContext, makePlan, makeProfile } from './testing/engine-factories.ts';

const LEE = {
  id: 1,
  lastNameOrOrgName: 'Lee',
  firstName: 'Anna',
  primarySpecialty: 'Family Medicine',
  zipCode: '73099',
};
const profile = makeProfile({
  doctors: [
    { name: 'Lee, Anna', specialty: 'Family Medicine', providerId: 1 },
    { name: 'Typed Name', specialty: 'Cardiology' },
  ],
});
const context = makeContext({ doctorCandidates: [[LEE], []] });

describe('the doctors count', () => {
  it.each([
    // In network: Lee is in plan 1's network, 1 of 1; not in plan 2's, 0 of 1.
    [new Set([1]), 1],
    [new Set<number>(), 0],
  ])('is one count on the plan and in its reasons (network %o: %d of 1)', (network, inNetwork) => {
    const [result] = recommendPlans(profile, [makePlan({ network })], context);
    if (!result) throw new Error('no result');
    expect([result.doctorsInNetwork, result.totalDoctors]).toEqual([inNetwork, 1]);
    const reasons = reasonsText(result.reasoning);
    expect(reasons).toContain(`${inNetwork} of 1 of your doctors are in this plan's network.`);
    expect(reasons.filter((r) => / of \d+ of your doctors/.test(r))).toHaveLength(1);
    expect(reasons).toContain(
      "Typed Name is not in our provider directory, so we cannot tell whether this plan's network has them: ask the plan. They count neither for nor against any plan.",
    );
  });

  it('gives no count when every doctor was typed by hand, only their names', () => {
    const typed = makeProfile({ doctors: [{ name: 'Typed Name', specialty: 'Cardiology' }] });
    const [result] = recommendPlans(typed, [makePlan()], makeContext({ doctorCandidates: [[]] }));
    expect(result?.totalDoctors).toBe(0);
    const reasons = reasonsText(result?.reasoning ?? []);
    expect(reasons.some((r) => / of \d+ of your doctors/.test(r))).toBe(false);
    expect(reasons.some((r) => r.startsWith('Typed Name is not in our provider directory'))).toBe(true);
  });
});
