import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fact } from '../lib/plan-facts';
import { ShownValue } from './plan-words';
import { FitSection } from './your-plan-fit';

export function FactSection({
  id,
  title,
  facts,
  children,
}: {
  id: string;
  title: string;
  facts: Fact[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('results');
  return (
    <FitSection id={id} title={title}>
      {children}
      {facts.length > 0 ? (
        <dl className="divide-y divide-slate-200">
          {facts.map((fact) => (
            <div key={fact.label} className="grid gap-x-6 py-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <dt className="font-semibold text-slate-800">{fact.label}</dt>
              <dd className="break-words">
                <ShownValue shown={fact} />
              </dd>
            </div>
          ))}
        </dl>
      ) : children ? null : (
        <p className="text-slate-700">{t('planDetail.noDetails')}</p>
      )}
    </FitSection>
  );
}
