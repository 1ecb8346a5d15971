import { CircleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/button';

type Props = {
  id: string;
  /** "new": typed but not added; "changed": a list row changed but not updated. */
  kind: 'new' | 'changed';
  title: string;
  onAdd: () => void;
  onDiscard: () => void;
};

/**
 * Shown when Find My Plans meets an entry left in its box: nothing typed is dropped or added
 * silently; the person adds it (after its own checks) or discards it, then searches again.
 */
export function UnfinishedEntry({ id, kind, title, onAdd, onDiscard }: Props) {
  const message =
    kind === 'new'
      ? `You started adding ${title} but did not add it to your list.`
      : `You changed ${title} but did not update your list.`;
  return (
    <SearchStoppedAlert
      id={id}
      message={`${message} Your search has not started: add it or discard it, then press Find My Plans again.`}
    >
      <div className="flex flex-wrap gap-3">
        <Button onClick={onAdd}>{kind === 'new' ? 'Add it to my list' : 'Update my list'}</Button>
        <Button variant="secondary" onClick={onDiscard}>
          {kind === 'new' ? 'Discard it' : 'Discard the change'}
        </Button>
      </div>
    </SearchStoppedAlert>
  );
}

/**
 * The alert Find My Plans shows where it stopped for something unfinished (focused by the form,
 * by its id), with what to do about it; `children` are its buttons, when it has any.
 */
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

/** Under a ticked opt-out box: the entries listed before are kept, and how to get them back. */
export function KeptWhileOptedOut({ count, noun }: { count: number; noun: { one: string; many: string } }) {
  if (count === 0) return null;
  return (
    <p className="mt-2 text-slate-800">
      We keep the {count === 1 ? noun.one : `${count} ${noun.many}`} you listed, unused while this box is
      ticked: untick it to bring {count === 1 ? 'it' : 'them'} back.
    </p>
  );
}
