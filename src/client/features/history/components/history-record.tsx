import { CopyPlus, FolderOpen, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { formatCount, formatDate, formatDateTime } from '../../../../shared/format';
import { Button } from '../../../components/ui/button';
import { locationText } from '../lib/history-query';

function countOrNone(count: number, singular: string): string {
  return count === 0 ? 'None' : formatCount(count, singular);
}

/**
 * One earlier submission: who, where, what was listed and when, with its actions: load, results,
 * delete now, and for a counselor's client "Duplicate for next year" (ADR 0020).
 */
export function HistoryRecord({
  record,
  onLoad,
  onDuplicate,
  onDelete,
}: {
  record: SavedUserRecord;
  onLoad: (record: SavedUserRecord) => void;
  /** Offered to counselors only. */
  onDuplicate?: ((record: SavedUserRecord) => void) | undefined;
  onDelete: (record: SavedUserRecord) => void;
}) {
  const name = `${record.firstName} ${record.lastName}`;
  const headingId = `history-${record.id}`;
  const facts: [string, string][] = [
    ['Date of birth', formatDate(record.birthDate)],
    ['ZIP code and county', locationText(record.zipCode, record.county)],
    ['Medications', countOrNone(record.medications.length, 'medication')],
    ['Doctors', countOrNone(record.doctors.length, 'doctor')],
    ['Submitted', formatDateTime(record.createdAt)],
    ...(record.planYear === undefined ? [] : [['Plan year', String(record.planYear)] as [string, string]]),
    ...(record.retainUntil === undefined
      ? []
      : [['Kept until', formatDate(record.retainUntil)] as [string, string]]),
  ];
  return (
    <article aria-labelledby={headingId} className="rounded-lg border-2 border-slate-300 bg-white p-5">
      <h2 id={headingId} className="text-2xl font-bold break-words text-slate-900">
        {name}
      </h2>
      <dl className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-700">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => onLoad(record)} aria-label={`Load into form: ${name}`}>
          <FolderOpen aria-hidden="true" className="size-5" />
          Load into form
        </Button>
        <Button asChild variant="outline">
          <Link to={`/results/${encodeURIComponent(record.id)}`} aria-label={`View results for ${name}`}>
            View results
          </Link>
        </Button>
        {onDuplicate ? (
          <Button
            variant="outline"
            onClick={() => onDuplicate(record)}
            aria-label={`Duplicate for next year: ${name}`}
          >
            <CopyPlus aria-hidden="true" className="size-5" />
            Duplicate for next year
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => onDelete(record)} aria-label={`Delete now: ${name}`}>
          <Trash2 aria-hidden="true" className="size-5" />
          Delete now
        </Button>
      </div>
    </article>
  );
}
