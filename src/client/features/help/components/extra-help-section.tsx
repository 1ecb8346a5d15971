import { CURRENT_PLAN_YEAR } from '../../../../engine/plan-year';
import { MEDICARE_HELP, PRODUCT_NAME, SHIP_HELP } from '../../../../shared/constants';
import { formatCents } from '../../../../shared/format';

/** Social Security's national number (ssa.gov/agency/contact). */
const SOCIAL_SECURITY = { phone: '1-800-772-1213', tel: '+18007721213', tty: '1-800-325-0778' } as const;

const { year, extraHelpCopays: copays } = CURRENT_PLAN_YEAR;

/**
 * "Extra Help with drug costs" (/help#extra-help, linked from the finder's "I'm not sure"
 * answer and the results): what it is, who gets it, how to find out, and what ClearPlan does
 * with the answer. The copays are the plan year's (engine/plan-year.ts).
 */
export function ExtraHelpSection() {
  return (
    <section id="extra-help" aria-labelledby="extra-help-heading" className="mb-8 scroll-mt-4">
      <h2 id="extra-help-heading" className="mb-2 text-2xl font-bold">
        Extra Help with drug costs
      </h2>
      <p className="mb-3">
        Extra Help is a Medicare program that helps people with limited income pay for their prescription
        drugs. It lowers what you pay for your drug plan and for each prescription: in {year} you pay at most{' '}
        {formatCents(copays.full.generic)} for a generic drug and {formatCents(copays.full.brand)} for a
        brand-name drug, and less if you also have Medicaid.
      </p>
      <h3 className="mt-4 mb-1 text-xl font-bold">Who gets it</h3>
      <ul className="mb-3 list-disc pl-6">
        <li>
          People whose income and resources (savings, investments, property other than the home they live in)
          are limited.
        </li>
        <li>
          Everyone with Medicaid (SoonerCare in Oklahoma) or Supplemental Security Income (SSI) gets it
          automatically, without applying.
        </li>
      </ul>
      <h3 className="mt-4 mb-1 text-xl font-bold">How to find out if you get it</h3>
      <ul className="mb-3 list-disc pl-6">
        <li>
          Look for a letter from Medicare or Social Security. Medicare sends a purple letter to people who get
          Extra Help automatically, and a yellow or green one when it has also chosen a drug plan for them.
          Social Security sends a letter when it approves an application.
        </li>
        <li>
          The letter shows your copays. In {year}: up to {formatCents(copays.full.generic)} for generics and{' '}
          {formatCents(copays.full.brand)} for brands; up to {formatCents(copays.fullDual.generic)} and{' '}
          {formatCents(copays.fullDual.brand)} with Medicaid; $0 with Medicaid for people in a nursing home or
          getting long-term care at home. Choose the answer that matches your letter.
        </li>
        <li>
          No letter? Call Social Security at{' '}
          <a href={`tel:${SOCIAL_SECURITY.tel}`}>{SOCIAL_SECURITY.phone}</a> (TTY {SOCIAL_SECURITY.tty}),
          where you can also apply; or call Medicare at{' '}
          <a href={`tel:${MEDICARE_HELP.tel}`}>{MEDICARE_HELP.phone}</a> (TTY {MEDICARE_HELP.tty}).
        </li>
        <li>
          For free, unbiased help in Oklahoma, call the {SHIP_HELP.name} at{' '}
          <a href={`tel:${SHIP_HELP.tel}`}>{SHIP_HELP.phone}</a>.
        </li>
      </ul>
      <h3 className="mt-4 mb-1 text-xl font-bold">How {PRODUCT_NAME} uses your answer</h3>
      <p className="mb-3">
        If you say you get Extra Help, we price your drugs with the copays for your level, and we also show
        plans made for people with Medicaid, saying who may join them. If you are not sure, we price your
        drugs without Extra Help, so your real costs could be lower.
      </p>
      <p className="mb-3">
        Extra Help also pays some or all of a drug plan's premium. Medicare publishes, for each plan and
        county, what a person with Extra Help still pays each month, and we count that premium instead of the
        full one. Where Medicare's figure for a plan is not on file, we count the full premium and say so:
        your premium could be lower.
      </p>
    </section>
  );
}

/** "Kinds of pharmacies" (/help#pharmacies): what a preferred pharmacy is, standard and mail order. */
export function PharmacyKindsSection() {
  return (
    <section id="pharmacies" aria-labelledby="pharmacies-heading" className="mb-8 scroll-mt-4">
      <h2 id="pharmacies-heading" className="mb-2 text-2xl font-bold">
        Kinds of pharmacies
      </h2>
      <p className="mb-3">
        Each drug plan works with a network of pharmacies. What you pay for a drug depends on which kind you
        use:
      </p>
      <dl className="mb-3">
        <dt className="font-bold">Preferred pharmacy</dt>
        <dd className="mb-2 ml-6">
          A pharmacy in the plan's network that has agreed lower prices with the plan, so your copays are
          usually lower there. Not every plan has them, and each plan has its own: check which pharmacies are
          preferred with the plan.
        </dd>
        <dt className="font-bold">Standard pharmacy</dt>
        <dd className="mb-2 ml-6">
          Any other pharmacy in the plan's network. We price drugs here unless you say otherwise.
        </dd>
        <dt className="font-bold">Mail order</dt>
        <dd className="mb-2 ml-6">
          The plan's pharmacy sends your drugs to your home, usually a 90-day supply at a time.
        </dd>
      </dl>
      <p>
        If a plan has no pharmacy of the kind you chose, we price your drugs at a standard pharmacy and say so
        on the plan.
      </p>
    </section>
  );
}
