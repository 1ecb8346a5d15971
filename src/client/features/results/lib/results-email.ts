/**
 * The "E-mail" save option: a mailto: link with a plain-text summary. It names plans, premiums
 * and yearly cost estimates and links back to the results; it never carries the person's name,
 * birth date, medications or doctors (those stay on the page, design.md §7).
 */
import { PRODUCT_NAME } from '../../../../shared/constants';
import { formatMonthlyPremium } from '../../../../shared/format';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { yearlyCostText } from './yearly-cost';

type EmailInput = {
  plans: readonly Pick<
    RecommendationPlan,
    'rank' | 'name' | 'carrier' | 'monthlyPremium' | 'estimatedAnnualCost' | 'costBreakdown'
  >[];
  planYear: number;
  resultsUrl: string;
};

export function resultsEmailBody({ plans, planYear, resultsUrl }: EmailInput): string {
  const lines = [
    `My recommended Medicare plans from ${PRODUCT_NAME} (plan year ${planYear}):`,
    '',
    ...plans.map(
      (plan) =>
        `${plan.rank}. ${plan.name} (${plan.carrier}) - Premium: ${formatMonthlyPremium(plan.monthlyPremium)}; ` +
        `estimated yearly cost: ${yearlyCostText(plan)}`,
    ),
    '',
    `See the full results: ${resultsUrl}`,
    // A share link opens its one result without the site's access password (issue 20).
    'The link opens these results only, without a password, until it expires or is turned off.',
    '',
    'Costs are estimates - verify with the plan before enrolling.',
  ];
  return lines.join('\n');
}

/** mailto: with subject and body percent-encoded (spaces as %20, line breaks as %0A). */
export function resultsMailto(input: EmailInput): string {
  const subject = `My ${PRODUCT_NAME} Medicare plan results`;
  const body = resultsEmailBody(input).replace(/\n/g, '\r\n');
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
