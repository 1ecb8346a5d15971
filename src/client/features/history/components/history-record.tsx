import { CopyPlus, FolderOpen, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SavedUserRecord } from '../../../../shared/finder-contracts';
import { Button } from '../../../components/ui/button';
import { useFormatters } from '../../../i18n/use-formatters';

export function HistoryRecord({
  record,
  onLoad,
  onDuplicate,
  onDelete,
}: {
  record: SavedUserRecord;
  onLoad: (record: SavedUserRecord) => void;
  onDuplicate?: ((record: SavedUserRecord) => void) | undefined;
  onDelete: (record: SavedUserRecord) => void;
}) {
  const { t } = useTranslation('history');
  const format = useFormatters();
  const name = `${record.firstName} ${record.lastName}`;
  const county = format.county(record.county ?? '');
  const headingId = `history-${record.id}`;
  const counted = (count: number, key: 'record.medicationCount' | 'record.doctorCount') =>
    count === 0 ? t('record.none') : t(key, { count });
  const facts: [string, string | null][] = [
    [t('record.birthDate'), format.date(record.birthDate)],
    [
      t('record.location'),
      county ? t('record.locationValue', { zip: record.zipCode, county }) : record.zipCode,
    ],
    [t('record.medications'), counted(record.medications.length, 'record.medicationCount')],
    [t('record.doctors'), counted(record.doctors.length, 'record.doctorCount')],
    [t('record.submitted'), format.dateTime(record.createdAt)],
    [t('record.planYear'), record.planYear === undefined ? null : String(record.planYear)],
    [t('record.keptUntil'), record.retainUntil === undefined ? null : format.date(record.retainUntil)],
  ];
  return (
    <article aria-labelledby={headingId} className="rounded-lg border-2 border-slate-300 bg-white p-5">
      <h2 id={headingId} className="text-2xl font-bold break-words text-slate-900">
        {name}
      </h2>
      <dl className="mt-3 grid gap-x-8 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value]) =>
          value === null ? null : (
            <div key={label}>
              <dt className="font-semibold text-slate-700">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ),
        )}
      </dl>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button onClick={() => onLoad(record)} aria-label={t('record.loadLabel', { name })}>
          <FolderOpen aria-hidden="true" className="size-5" />
          {t('record.load')}
        </Button>
        <Button asChild variant="outline">
          <Link
            to={`/results/${encodeURIComponent(record.id)}`}
            aria-label={t('record.viewResultsLabel', { name })}
          >
            {t('record.viewResults')}
          </Link>
        </Button>
        {onDuplicate ? (
          <Button
            variant="outline"
            onClick={() => onDuplicate(record)}
            aria-label={t('record.duplicateLabel', { name })}
          >
            <CopyPlus aria-hidden="true" className="size-5" />
            {t('record.duplicate')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          onClick={() => onDelete(record)}
          aria-label={t('record.deleteLabel', { name })}
        >
          <Trash2 aria-hidden="true" className="size-5" />
          {t('record.delete')}
        </Button>
      </div>
    </article>
  );
}
