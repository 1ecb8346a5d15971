import { formatDateTime } from '../../../../shared/format';
import { ListStatus } from '../../../components/admin-list';
import { usePlanHistory } from '../api/admin-plan-queries';
import { actionLabel, changeLines, type FieldChangeLine, newestFirst } from '../lib/plan-display';
import { DetailCard } from './detail-card';

export function PlanHistoryCard({ planId, planYear }: { planId: string; planYear: number }) {
  const history = usePlanHistory(planId, planYear);
  return (
    <DetailCard id="plan-history" title="Change History" className="lg:col-span-2">
      <ListStatus
        query={history}
        loading="Loading change history…"
        failed="Failed to load the change history"
      />
      {history.data?.history.length === 0 ? <p>No changes recorded yet.</p> : null}
      {history.data && history.data.history.length > 0 ? (
        <ol className="flex flex-col gap-5">
          {newestFirst(history.data.history).map((entry) => (
            <li key={entry.id} className="rounded-md border border-slate-300 p-4">
              <p className="font-bold">
                {actionLabel(entry.action)}
                <span className="font-normal">
                  {' '}
                  by {entry.adminEmail ?? 'an unknown admin'} on {formatDateTime(entry.createdAt)}
                </span>
              </p>
              <ul className="mt-2 flex flex-col gap-1">
                {changeLines(entry.changes).map((line) =>
                  line.kind === 'field' ? (
                    <ChangeItem key={line.field} line={line} />
                  ) : (
                    <li key={line.field}>
                      <span className="font-semibold">{line.label}:</span>
                      <ul className="mt-1 ml-5 flex list-disc flex-col gap-1">
                        {line.changes.map((part) => (
                          <ChangeItem key={part.field} line={part} />
                        ))}
                      </ul>
                    </li>
                  ),
                )}
              </ul>
            </li>
          ))}
        </ol>
      ) : null}
    </DetailCard>
  );
}

/** "Monthly Premium: $0.00 → $42.00"; the arrow is read as "changed to". */
function ChangeItem({ line }: { line: FieldChangeLine }) {
  return (
    <li className="break-words">
      <span className="font-semibold">{line.label}:</span> {line.before} <span aria-hidden="true">→</span>{' '}
      <span className="sr-only">changed to</span> {line.after}
    </li>
  );
}
