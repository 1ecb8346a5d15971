import { describe, expect, it } from 'vitest';
import { DEFAULT_ANSWERS, type ExtraHelpLevel } from '../../../../shared/profile-answers';
import {
  answersForForm,
  defaultFinderAnswers,
  readSavedAnswers,
  withMedicaidFromExtraHelp,
} from './coverage-answers';

describe('the finder’s drug-cost answers', () => {
  it.each([
    // [today, start month] for the 2026 plans: before the plan year, January; in it, next month,
    // open enrollment too (next year's plans are a choice of their own, plan-year-choice.tsx); in
    // December none can start (January 1 is 2027's), so the whole year, as an example, as after it.
    [new Date(2026, 5, 10), 7],
    [new Date(2026, 9, 20), 11],
    [new Date(2026, 10, 20), 12],
    [new Date(2026, 11, 20), 1],
    [new Date(2025, 7, 1), 1],
    [new Date(2027, 0, 4), 1],
  ])('on %s an empty form starts the plan in month %i', (today, month) => {
    expect(defaultFinderAnswers(today)).toEqual({ ...DEFAULT_ANSWERS, coverageStartMonth: month });
  });

  it.each<[ExtraHelpLevel, boolean]>([
    ['none', false],
    ['notSure', false],
    ['full', true],
    ['fullDual', true],
    ['institutional', true],
  ])('Extra Help "%s" sends medicaidOrExtraHelp %s', (extraHelp, medicaid) => {
    const sent = withMedicaidFromExtraHelp({ ...DEFAULT_ANSWERS, medicaidOrExtraHelp: !medicaid, extraHelp });
    expect(sent).toEqual({ ...DEFAULT_ANSWERS, extraHelp, medicaidOrExtraHelp: medicaid });
  });

  it('turns an older Medicaid tick into "yes" and leaves newer answers alone', () => {
    expect(answersForForm({ ...DEFAULT_ANSWERS, medicaidOrExtraHelp: true })).toEqual({
      ...DEFAULT_ANSWERS,
      medicaidOrExtraHelp: true,
      extraHelp: 'full',
    });
    const dual = { ...DEFAULT_ANSWERS, medicaidOrExtraHelp: true, extraHelp: 'fullDual' as const };
    expect(answersForForm(dual)).toEqual(dual);
    const unsure = { ...DEFAULT_ANSWERS, extraHelp: 'notSure' as const };
    expect(answersForForm(unsure)).toEqual(unsure);
  });

  it('reads stored answers: unreadable ones as the defaults, a missing start month as today’s', () => {
    const june = new Date(2026, 5, 10);
    expect(readSavedAnswers({ health: 'sometimes' }, june)).toEqual({
      ...DEFAULT_ANSWERS,
      coverageStartMonth: 7,
    });
    expect(readSavedAnswers(undefined, june)).toEqual({ ...DEFAULT_ANSWERS, coverageStartMonth: 7 });
    expect(readSavedAnswers({ pharmacy: 'mail', coverageStartMonth: 1 }, june)).toEqual({
      ...DEFAULT_ANSWERS,
      pharmacy: 'mail',
      coverageStartMonth: 1,
    });
  });
});
