/** The "E-mail" save option: a mailto: summary of plans and costs; never the person's name, birth date, drugs or doctors (design.md §7). */
import { PRODUCT_NAME } from '../../../../shared/constants';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import type { ResultsText } from './results-text';
import { costPeriod, yearlyCostSummaryText } from './yearly-cost';

type EmailInput = {
  plans: readonly Pick<
    RecommendationPlan,
    'rank' | 'name' | 'carrier' | 'monthlyPremium' | 'yearlyCost' | 'comesOutAhead'
  >[];
  planYear: number;
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
    // A share link opens its one result without the site's access password.
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
