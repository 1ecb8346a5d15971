/** How drugs are paid for: pharmacy kind, Extra Help, plan start; `medicaidOrExtraHelp` (offers D-SNPs) follows Extra Help. */
import { CURRENT_PLAN_YEAR_NUMBER } from '../../../../shared/constants';
import {
  DEFAULT_ANSWERS,
  defaultCoverageStartMonth,
  hasExtraHelp,
  type ProfileAnswers,
  profileAnswersSchema,
} from '../../../../shared/profile-answers';

export const PLAN_YEAR = CURRENT_PLAN_YEAR_NUMBER;

/** The shared defaults, with the plan starting the month that fits today. */
export function defaultFinderAnswers(today = new Date()): ProfileAnswers {
  return {
    ...structuredClone(DEFAULT_ANSWERS),
    coverageStartMonth: defaultCoverageStartMonth(today, PLAN_YEAR),
  };
}

export function withMedicaidFromExtraHelp<
  A extends Pick<ProfileAnswers, 'extraHelp' | 'medicaidOrExtraHelp'>,
>(answers: A): A {
  return { ...answers, medicaidOrExtraHelp: hasExtraHelp(answers.extraHelp) };
}

/** Older answers: "Medicaid or Extra Help" ticked means Extra Help "Yes" (everyone with Medicaid gets it). */
export function answersForForm(answers: ProfileAnswers): ProfileAnswers {
  const olderYes = answers.medicaidOrExtraHelp && !hasExtraHelp(answers.extraHelp);
  return olderYes ? { ...answers, extraHelp: 'full' } : answers;
}

/** From storage: unreadable answers become defaults; a start month never chosen is today's. */
export function readSavedAnswers(raw: unknown, today = new Date()): ProfileAnswers {
  const parsed = profileAnswersSchema.safeParse(raw ?? {});
  if (!parsed.success) return defaultFinderAnswers(today);
  const monthChosen = typeof raw === 'object' && raw !== null && 'coverageStartMonth' in raw;
  const answers = monthChosen
    ? parsed.data
    : { ...parsed.data, coverageStartMonth: defaultCoverageStartMonth(today, PLAN_YEAR) };
  return answersForForm(answers);
}
