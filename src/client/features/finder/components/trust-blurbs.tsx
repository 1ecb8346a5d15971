import { BadgeCheck, Headset, ShieldCheck } from 'lucide-react';

const BLURBS = [
  {
    icon: ShieldCheck,
    title: 'HIPAA Compliant',
    text: 'Your health information is kept private and secure.',
  },
  {
    icon: BadgeCheck,
    title: 'Medicare Certified',
    text: 'We compare plans approved by Medicare for your area.',
  },
  {
    icon: Headset,
    title: 'Expert Support',
    text: 'Help is available whenever you have a question.',
  },
];

/** Spec §2 "Home": the three trust blurbs under the hero text. */
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
