import type { UserAnalytics } from '../../../../shared/user-analytics-contracts';
import { averageLabel } from '../lib/analytics-display';

export function SummaryCards({ data }: { data: UserAnalytics }) {
  const cards = [
    { label: 'Total submissions', value: data.totalSubmissions.toLocaleString('en-US') },
    { label: 'Average drugs per submission', value: averageLabel(data.averageMedications) },
    { label: 'Average doctors per submission', value: averageLabel(data.averageDoctors) },
  ];
  return (
    <section aria-labelledby="analytics-summary-heading" className="mb-8">
      <h2 id="analytics-summary-heading" className="sr-only">
        Summary
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {cards.map(({ label, value }) => (
          <div key={label} className="flex flex-col rounded-lg border border-slate-300 bg-slate-50 p-4">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-3xl font-bold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
