import { Database, Headset, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { SHIP_HELP } from '../../../../shared/constants';

const BLURBS: { icon: typeof ShieldCheck; title: string; text: ReactNode }[] = [
  {
    icon: ShieldCheck,
    title: 'Private by design',
    text: 'Your answers stay on this server and are never sold. History shows only the searches made in this browser.',
  },
  {
    icon: Database,
    title: 'Sample data for now',
    text: 'The plans and drug prices shown are sample data for Oklahoma, made up to try ClearPlan out. Costs are estimates: check with the plan before you enroll.',
  },
  {
    icon: Headset,
    title: 'Free, unbiased help',
    text: (
      <>
        The Oklahoma Insurance Department's Medicare Assistance Program, Oklahoma's State Health Insurance
        Assistance Program, sells nothing and helps for free:{' '}
        <a href={`tel:${SHIP_HELP.tel}`} className="font-semibold whitespace-nowrap">
          {SHIP_HELP.phone}
        </a>
        .
      </>
    ),
  },
];

/**
 * Spec §2 "Home": three trust blurbs under the hero text, saying only what is true (ADR 0011):
 * ClearPlan is neither HIPAA-certified nor endorsed by Medicare, and its catalogue is sample data.
 */
export function TrustBlurbs() {
  return (
    <ul aria-label="Why you can trust us" className="grid gap-4 md:grid-cols-3">
      {BLURBS.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-3 rounded-lg border border-slate-300 bg-slate-50 p-4">
          <Icon aria-hidden="true" className="mt-1 size-7 shrink-0 text-primary" />
          <p>
            <strong className="block text-slate-900">{title}</strong>
            <span className="text-slate-800">{text}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
