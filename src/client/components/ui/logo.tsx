import { ShieldCheck } from 'lucide-react';
import { PRODUCT_NAME } from '../../../shared/constants';

export function Logo({ size = 'md' }: { size?: 'md' | 'lg' }) {
  const large = size === 'lg';
  return (
    <span className="inline-flex items-center gap-2 font-bold text-slate-900">
      <span
        className={`inline-flex items-center justify-center rounded-lg bg-primary text-white ${large ? 'size-14' : 'size-10'}`}
      >
        <ShieldCheck aria-hidden="true" className={large ? 'size-9' : 'size-6'} />
      </span>
      <span className={large ? 'text-3xl' : 'text-2xl'}>{PRODUCT_NAME}</span>
    </span>
  );
}
