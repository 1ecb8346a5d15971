import { Award, CircleAlert, CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPARE_MAX } from '../../../../shared/constants';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { Button } from '../../../components/ui/button';
import {
  doctorStatus,
  doctorsNotCounted,
  doctorsNotVerified,
  doctorsUnknown,
  uncoveredDrugs,
} from '../lib/coverage';
import { useResultsText } from '../lib/results-text';
import { loweredByExtraHelp, premiumPaid } from '../lib/yearly-cost';
import { Bullets, DisclosureButton, EnrollLink, PlanNotes, PlanWords } from './blocks';
import { YearlyCost } from './yearly-cost';

export const planHeadingId = (planId: string) => `plan-${planId}`;

type PlanCardProps = {
  plan: RecommendationPlan;
  planYear: number;
  /** /results/{id} or /shared/{token}. */
  basePath: string;
  inCompare: boolean;
  /** A tick refused because 3 plans are ticked already. */
  compareRefused?: boolean;
  compareCount?: number;
  onCompareChange: (planId: string, checked: boolean) => void;
};

export function PlanCard({
  plan,
  planYear,
  basePath,
  inCompare,
  compareRefused = false,
  compareCount = 0,
  onCompareChange,
}: PlanCardProps) {
  const { t } = useTranslation('results');
  const compareNoteId = `compare-note-${plan.id}`;
  const headingId = planHeadingId(plan.id);
  const isBest = plan.rank === 1;
  return (
    <article
      aria-labelledby={headingId}
      data-print-plan=""
      className={`flex flex-col gap-4 rounded-lg border-2 bg-white p-5 shadow-sm ${isBest ? 'border-green-800' : 'border-slate-300'}`}
    >
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-semibold text-slate-700">{t('planCard.ranked', { rank: plan.rank })}</span>
        {isBest ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-800 px-3 py-0.5 font-semibold text-white">
            <Award aria-hidden="true" className="size-5" />
            {t('planCard.bestMatch')}
          </span>
        ) : null}
      </div>
      <div>
        <h2 id={headingId} tabIndex={-1} className="text-2xl font-bold break-words text-slate-900">
          {plan.name}
        </h2>
        <p className="text-lg text-slate-700">
          {plan.carrier} · {plan.planType}
          {/* On paper no Enroll link: the plan ID finds it on Medicare.gov. */}
          <span className="hidden print:inline"> · {t('planCard.printPlanId', { planId: plan.planId })}</span>
        </p>
      </div>
      <PlanNotes isSampleData={plan.isSampleData} eligibilityNote={plan.eligibilityNote} />
      <PlanCardFacts plan={plan} planYear={planYear} />
      <PlanCardCoverage plan={plan} />
      {plan.benefits.length > 0 ? (
        <div data-print-hide="">
          <h3 className="text-xl font-bold">{t('planCard.keyBenefits')}</h3>
          <ul className="list-disc pl-6">
            {plan.benefits.map((benefit) => (
              <li key={benefit}>
                <PlanWords>{benefit}</PlanWords>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {plan.reasoning.length > 0 ? (
        <PlanReasons reasons={plan.reasoning} />
      ) : plan.explained ? null : (
        <p className="text-slate-800">{t('planCard.openForWhy', { rank: plan.rank })}</p>
      )}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-300 pt-4" data-print-hide="">
        <label className="inline-flex min-h-11 cursor-pointer items-center gap-3 rounded-md border-2 border-slate-400 px-4 font-semibold">
          <input
            type="checkbox"
            aria-label={t('planCard.addToCompareLabel', { plan: plan.name })}
            className="size-6 accent-primary"
            checked={inCompare}
            aria-describedby={compareNoteId}
            onChange={(event) => onCompareChange(plan.id, event.target.checked)}
          />
          {t('planCard.addToCompare')}
        </label>
        <span id={compareNoteId} aria-live="polite" className="font-semibold">
          {compareRefused
            ? t('planCard.compareRefused', { max: COMPARE_MAX })
            : inCompare
              ? t('planCard.inComparison', { count: compareCount, max: COMPARE_MAX })
              : ''}
        </span>
        <Button asChild variant="outline">
          <Link
            to={`${basePath}/plan/${encodeURIComponent(plan.planId)}`}
            aria-label={t('planCard.viewDetailsLabel', { plan: plan.name })}
          >
            {t('planCard.viewDetails')}
          </Link>
        </Button>
        <EnrollLink url={plan.enrollmentUrl} planName={plan.name} />
      </div>
    </article>
  );
}

export function PlanCardFacts({ plan, planYear }: { plan: RecommendationPlan; planYear: number }) {
  const { t, format } = useResultsText();
  const facts: [string, string][] = [
    [
      loweredByExtraHelp(plan) ? t('planCard.premiumWithExtraHelp') : t('fields.monthlyPremium'),
      format.monthlyPremium(premiumPaid(plan)),
    ],
    [t('planCard.deductible'), format.money(plan.annualDeductible)],
    [t('planCard.outOfPocketMax'), format.money(plan.outOfPocketMax)],
    [t('fields.starRating'), format.stars(plan.starRating)],
  ];
  return (
    <>
      <YearlyCost plan={plan} planYear={planYear} />
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-100 px-3 py-2">
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="text-xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {plan.lateEnrollmentWarning ? (
        <p className="rounded-md border-l-4 border-amber-700 bg-amber-50 px-4 py-3 font-semibold text-slate-900">
          {t('planCard.lateEnrollment')}
        </p>
      ) : null}
      <p className="text-slate-800">
        <span className="font-semibold">{t('planCard.matchScore')}</span>{' '}
        {t('planCard.scoreOutOf', { score: Math.round(plan.score) })}{' '}
        <Link to="/help#how-we-rank">{t('planCard.howWeRank')}</Link>
      </p>
    </>
  );
}

function CoverageLine({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <p className="flex items-start gap-2 font-semibold">
      <Icon
        aria-hidden="true"
        className={`mt-1 size-5 shrink-0 ${ok ? 'text-green-800' : 'text-amber-800'}`}
      />
      <span>{children}</span>
    </p>
  );
}

/** "Medications covered: 1 of 2", naming what is not covered; the same for doctors. */
export function PlanCardCoverage({ plan }: { plan: RecommendationPlan }) {
  const tx = useResultsText();
  const { t } = tx;
  const missingDrugs = uncoveredDrugs(plan);
  const missingDoctors = doctorsNotCounted(plan);
  const unknownDoctors = doctorsUnknown(plan);
  const unverifiedDoctors = doctorsNotVerified(plan);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div>
        {plan.totalMedications === 0 ? (
          <CoverageLine ok>{t('planCard.medicationsNone')}</CoverageLine>
        ) : (
          <CoverageLine ok={plan.medicationsCovered === plan.totalMedications}>
            {t('planCard.medicationsCovered', {
              covered: plan.medicationsCovered,
              total: plan.totalMedications,
            })}
          </CoverageLine>
        )}
        {missingDrugs.length > 0 ? (
          <>
            <p className="mt-1 ml-7">{t('planCard.notCovered')}</p>
            <ul className="ml-7 list-disc pl-6">
              {missingDrugs.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div>
        {plan.totalDoctors === 0 && unknownDoctors.length === 0 ? (
          <CoverageLine ok>{t('planCard.doctorsNone')}</CoverageLine>
        ) : null}
        {plan.totalDoctors > 0 ? (
          <CoverageLine ok={plan.doctorsInNetwork === plan.totalDoctors}>
            {t('planCard.doctorsInNetwork', { inNetwork: plan.doctorsInNetwork, total: plan.totalDoctors })}
          </CoverageLine>
        ) : null}
        {missingDoctors.length > 0 ? (
          <>
            <p className="mt-1 ml-7">{t('planCard.notCounted')}</p>
            <ul className="ml-7 list-disc pl-6">
              {missingDoctors.map((doctor) => (
                <li key={`${doctor.name}-${doctor.specialty}`}>
                  {doctor.name}: {doctorStatus(doctor, tx).toLowerCase()}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {unverifiedDoctors.length > 0 ? (
          <>
            <CoverageLine ok={false}>
              {t('planCard.notVerified', { count: unverifiedDoctors.length })}
            </CoverageLine>
            <ul className="ml-7 list-disc pl-6">
              {unverifiedDoctors.map((doctor) => (
                <li key={`${doctor.name}-${doctor.specialty}`}>
                  {t('planCard.callToCheck', { name: doctor.name })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {unknownDoctors.length > 0 ? (
          <>
            <CoverageLine ok={false}>
              {t('planCard.statusUnknown', { count: unknownDoctors.length })}
            </CoverageLine>
            <ul className="ml-7 list-disc pl-6">
              {unknownDoctors.map((doctor) => (
                <li key={`${doctor.name}-${doctor.specialty}`}>
                  {t('planCard.askThePlan', { name: doctor.name })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  );
}

/** The engine words reasons most important first, so a card shows the first three before "More reasons". */
export const TOP_REASONS = 3;

export function PlanReasons({ reasons }: { reasons: string[] }) {
  const { t } = useTranslation('results');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hidden = reasons.length - TOP_REASONS;
  const shown = open || hidden <= 0 ? reasons : reasons.slice(0, TOP_REASONS);
  return (
    <div>
      <h3 className="text-xl font-bold">{t('planCard.whyThisPlan')}</h3>
      <Bullets id={listId} items={shown} data-print-reasons="" />
      {hidden > 0 ? (
        <DisclosureButton
          open={open}
          controls={listId}
          onToggle={() => setOpen((value) => !value)}
          className="mt-2"
        >
          {open ? t('planCard.fewerReasons') : t('planCard.moreReasons', { count: hidden })}
        </DisclosureButton>
      ) : null}
    </div>
  );
}
