import type { RecommendationPlan } from '../../../../shared/recommendation-contracts';
import { LoadingState } from '../../../components/ui/loading-state';
import { YearlyCost } from './yearly-cost';
import { YourDoctorsTable } from './your-doctors-table';
import { YourMedicationsTable } from './your-medications-table';

/** This plan as scored for this member: loading, not among their results, or the scored line. */
export type PlanFit =
  | { status: 'loading' }
  | { status: 'missing' }
  | { status: 'ready'; plan: RecommendationPlan; planYear: number };

const MISSING = 'We only work this out for the plans in your results, and this plan is not one of them.';

/** A section of the plan page about this member's own fit, named by its heading. */
export function FitSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      data-print-plan=""
      className="rounded-lg border-2 border-slate-300 bg-white p-5"
    >
      <h2 id={`${id}-heading`} className="mb-3 text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Your estimated yearly cost: $1,234", with its parts. */
export function YourEstimate({ fit }: { fit: PlanFit }) {
  if (fit.status !== 'ready') return null;
  return (
    <div className="mb-3">
      <YearlyCost plan={fit.plan} planYear={fit.planYear} label="Your estimated yearly cost" />
    </div>
  );
}

export function YourMedications({ fit }: { fit: PlanFit }) {
  let body: React.ReactNode;
  if (fit.status === 'loading') body = <LoadingState label="Loading your medications…" className="py-4" />;
  else if (fit.status === 'missing') body = <p>{MISSING}</p>;
  else if (fit.plan.drugs.length === 0) body = <p>You did not list any medications.</p>;
  else {
    body = (
      <>
        <p className="mb-3 font-semibold">
          Medications covered: {fit.plan.medicationsCovered} of {fit.plan.totalMedications}
        </p>
        <YourMedicationsTable drugs={fit.plan.drugs} planYear={fit.planYear} />
      </>
    );
  }
  return (
    <FitSection id="your-medications" title="Your medications">
      {body}
    </FitSection>
  );
}

export function YourDoctors({ fit }: { fit: PlanFit }) {
  let body: React.ReactNode;
  if (fit.status === 'loading') body = <LoadingState label="Loading your doctors…" className="py-4" />;
  else if (fit.status === 'missing') body = <p>{MISSING}</p>;
  else if (fit.plan.doctors.length === 0) body = <p>You did not list any doctors.</p>;
  else {
    body = (
      <>
        <p className="mb-3 font-semibold">
          Doctors in network: {fit.plan.doctorsInNetwork} of {fit.plan.totalDoctors}
        </p>
        <YourDoctorsTable doctors={fit.plan.doctors} />
      </>
    );
  }
  return (
    <FitSection id="your-doctors" title="Your doctors">
      {body}
    </FitSection>
  );
}
