/**
 * The "E-mail" save option: a mailto: link with a plain-text summary. It names plans, premiums
 * and yearly cost estimates and links back to the results; it never carries the person's name,
 * birth date, medications or doctors (those stay on the page, design.md §7). Written in the
 * page's language.
 */
import { PRODUCT_NAME } from '../../../../shared/constants';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { costPeriod } from './cost-period';
import type { ResultsText } from './results-text';
import { yearlyCostSummaryText } from './yearly-cost';

type EmailInput = {
  plans: readonly Pick<
    RecommendationPlan,
    'rank' | 'name' | 'carrier' | 'monthlyPremium' | 'yearlyCost' | 'comesOutAhead'
  >[];
  planYear: number;
  /** The first month the costs count: after January the months are named, never "yearly". */
  startMonth: number;
  resultsUrl: string;
};

export function resultsEmailBody(
  { plans, planYear, startMonth, resultsUrl }: EmailInput,
  tx: ResultsText,
): string {
  const { t, format } = tx;
  const period = costPeriod(tx, startMonth, planYear);
  const lines = [
    t('email.intro', { product: PRODUCT_NAME, year: planYear }),
    '',
    ...plans.map((plan) =>
      t(period ? 'email.planLineFor' : 'email.planLine', {
        rank: plan.rank,
        name: plan.name,
        carrier: plan.carrier,
        premium: format.monthlyPremium(plan.monthlyPremium),
        yearly: yearlyCostSummaryText(plan, tx),
        period,
      }),
    ),
    '',
    t('email.seeResults', { url: resultsUrl }),
    // A share link opens its one result without the site's access password (issue 20).
    t('email.password'),
    '',
    t('email.estimates'),
  ];
  return lines.join('\n');
}

/** mailto: with subject and body percent-encoded (spaces as %20, line breaks as %0A). */
export function resultsMailto(input: EmailInput, tx: ResultsText): string {
  const subject = tx.t('email.subject', { product: PRODUCT_NAME });
  const body = resultsEmailBody(input, tx).replace(/\n/g, '\r\n');
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
