/**
 * The finder's answers about how drugs are paid for (issue 17): the pharmacy kind, Extra Help and
 * the month the new plan would start. Extra Help replaced the old "Medicaid or Extra Help"
 * checkbox, so `medicaidOrExtraHelp` (which offers D-SNPs) is now worked out from it.
 */
import { CURRENT_PLAN_YEAR_NUMBER } from '../../../../shared/constants';
import {
  DEFAULT_ANSWERS,
  defaultCoverageStartMonth,
  hasExtraHelp,
  type ProfileAnswers,
  profileAnswersSchema,
} from '../../../../shared/profile-answers';

/** The plan year the finder asks about (the results carry their own). */
export const PLAN_YEAR = CURRENT_PLAN_YEAR_NUMBER;

/** The answers of an empty form: the shared defaults, with the plan starting the month that fits today. */
export function defaultFinderAnswers(today = new Date()): ProfileAnswers {
  return {
    ...structuredClone(DEFAULT_ANSWERS),
    coverageStartMonth: defaultCoverageStartMonth(today, PLAN_YEAR),
  };
}

/** As sent and saved: `medicaidOrExtraHelp` follows the Extra Help answer. */
export function withMedicaidFromExtraHelp<
  A extends Pick<ProfileAnswers, 'extraHelp' | 'medicaidOrExtraHelp'>,
>(answers: A): A {
  return { ...answers, medicaidOrExtraHelp: hasExtraHelp(answers.extraHelp) };
}

/**
 * Answers given before the Extra Help question: someone who ticked "Medicaid or Extra Help" gets
 * Extra Help (everyone with Medicaid does), so "Yes" is chosen for them; the form never makes a
 * "yes" to Medicaid with a "no" to Extra Help.
 */
export function answersForForm(answers: ProfileAnswers): ProfileAnswers {
  const olderYes = answers.medicaidOrExtraHelp && !hasExtraHelp(answers.extraHelp);
  return olderYes ? { ...answers, extraHelp: 'full' } : answers;
}

/**
 * Answers read back from the browser's storage: unreadable ones become the defaults; a start
 * month never chosen (saved before the question) is the one that fits today.
 */
export function readSavedAnswers(raw: unknown, today = new Date()): ProfileAnswers {
  const parsed = profileAnswersSchema.safeParse(raw ?? {});
  if (!parsed.success) return defaultFinderAnswers(today);
  const monthChosen = typeof raw === 'object' && raw !== null && 'coverageStartMonth' in raw;
  const answers = monthChosen
    ? parsed.data
    : { ...parsed.data, coverageStartMonth: defaultCoverageStartMonth(today, PLAN_YEAR) };
  return answersForForm(answers);
}
