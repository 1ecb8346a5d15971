/**
 * The parts of the printable summary (ADR 0018) that the results page shows nowhere else, printed
 * only: Print lays the page out with the same parts as the "Download PDF" summary. The drugs and
 * doctors come first, the plans (their cards) in between, then what to do next and the
 * disclaimers (the site footer that carries them is not printed). A page opened through a share
 * link names the drugs and doctors its plans list, without doses, as the shared results do.
 */
import type { ReactNode } from 'react';
import { type Frequency, MEDICARE_HELP, SHIP_HELP } from '../../../../shared/constants';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';

const FREQUENCY_WORDS: Record<Frequency, string> = {
  monthly: 'monthly (30-day supply)',
  bimonthly: 'every 2 months (60-day supply)',
  quarterly: 'quarterly (90-day supply)',
  yearly: 'yearly',
};

const TYPED_BY_HAND = 'typed by hand, not in our directory: network status unknown, ask the plan';

function PrintSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mb-6 hidden print:block" data-print-summary="">
      <h2 id={id} className="mb-2 text-2xl font-bold">
        {heading}
      </h2>
      {children}
    </section>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <ul className="list-disc pl-6">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** "Your medications" and "Your doctors", for the printed page. */
export function PrintProfile({
  user,
  plans,
}: {
  /** The owner's record; undefined on a shared page (and while it loads). */
  user: SavedUserRecord | undefined;
  plans: RecommendationPlan[];
}) {
  // A shared page has no record: its plans' drug and doctor lines name them.
  const first = plans.find((plan) => plan.explained);
  const medications = user
    ? user.medications.map((m) => `${m.name}, ${m.dosage}, ${FREQUENCY_WORDS[m.frequency]}`)
    : (first?.drugs.map((drug) => drug.name) ?? []);
  const doctors = user
    ? user.doctors.map((d) => `${d.name}, ${d.specialty}${d.providerId === null ? `: ${TYPED_BY_HAND}` : ''}`)
    : (first?.doctors.map((d) => `${d.name}, ${d.specialty}${d.matched ? '' : `: ${TYPED_BY_HAND}`}`) ?? []);
  return (
    <>
      <PrintSection id="print-medications" heading="Your medications">
        {medications.length > 0 ? <Lines lines={medications} /> : <p>You did not list any medications.</p>}
      </PrintSection>
      <PrintSection id="print-doctors" heading="Your doctors">
        {doctors.length > 0 ? <Lines lines={doctors} /> : <p>You did not list any doctors.</p>}
      </PrintSection>
    </>
  );
}

/** "What to do next" and the disclaimers, for the printed page. */
export function PrintNextSteps({ planYear }: { planYear: number }) {
  return (
    <>
      <PrintSection id="print-next-steps" heading="What to do next">
        <div className="flex flex-col gap-2">
          <p>Check the costs and your doctors with the plan you choose before you enroll.</p>
          <p>
            Open Enrollment for {planYear} plans runs from October 15 to December 7, {planYear - 1}. A plan
            you choose then starts on January 1, {planYear}.
          </p>
          <p>
            From January 1 to March 31, {planYear}, if you are in a Medicare Advantage plan you can switch to
            another Medicare Advantage plan, or to Original Medicare, once.
          </p>
          <p>
            At other times you can change plans only with a Special Enrollment Period, for example after a
            move. New to Medicare? You can join when you first get Medicare.
          </p>
          <p>
            To enroll, use the plan’s page on Medicare.gov (search for its plan ID at
            www.medicare.gov/plan-compare), call the plan, or call 1-800-MEDICARE.
          </p>
          <p>
            Medicare: {MEDICARE_HELP.phone}, 24 hours a day, 7 days a week (TTY {MEDICARE_HELP.tty});
            www.medicare.gov
          </p>
          <p>
            Free, unbiased help: {SHIP_HELP.name}, {SHIP_HELP.phone}
          </p>
        </div>
      </PrintSection>
      <PrintSection id="print-disclaimers" heading="About these numbers">
        <div className="flex flex-col gap-2">
          <p>
            ClearPlan helps you compare plans; it does not enroll you in a plan. Plan details can change:
            confirm costs and coverage with the plan before you decide.
          </p>
          <p>
            ClearPlan is not connected with or endorsed by the U.S. government or the federal Medicare
            program. For information on all your options, visit Medicare.gov, call {MEDICARE_HELP.phone} (TTY{' '}
            {MEDICARE_HELP.tty}), or contact your State Health Insurance Assistance Program.
          </p>
        </div>
      </PrintSection>
    </>
  );
}
