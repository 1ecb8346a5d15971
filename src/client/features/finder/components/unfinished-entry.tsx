import { CircleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

type Props = {
  id: string;
  /** "new": typed but not added; "changed": a list row changed but not updated. */
  kind: 'new' | 'changed';
  title: string;
  onAdd: () => void;
  onDiscard: () => void;
};

/** Find My Plans met an entry left in its box: add it (after its checks) or discard it, then search again. */
export function UnfinishedEntry({ id, kind, title, onAdd, onDiscard }: Props) {
  const { t } = useTranslation('finder');
  const message = kind === 'new' ? t('unfinished.new', { title }) : t('unfinished.changed', { title });
  return (
    <SearchStoppedAlert id={id} message={`${message} ${t('unfinished.stopped')}`}>
      <div className="flex flex-wrap gap-3">
        <Button onClick={onAdd}>{kind === 'new' ? t('unfinished.add') : t('unfinished.update')}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {kind === 'new' ? t('unfinished.discard') : t('unfinished.discardChange')}
        </Button>
      </div>
    </SearchStoppedAlert>
  );
}

/** The alert Find My Plans focuses (by its id) where it stopped; `children` are its buttons. */
export function SearchStoppedAlert({
  id,
  message,
  children,
}: {
  id: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <div
      id={id}
      role="alert"
      tabIndex={-1}
      className="flex flex-col gap-3 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-slate-900"
    >
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="mt-1 size-5 shrink-0 text-amber-800" />
        <span>{message}</span>
      </p>
      {children}
    </div>
  );
}

export function KeptWhileOptedOut({ count, list }: { count: number; list: 'medications' | 'doctors' }) {
  const { t } = useTranslation('finder');
  if (count === 0) return null;
  return <p className="mt-2 text-slate-800">{t(`${list}.kept`, { count })}</p>;
}
