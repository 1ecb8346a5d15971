import clsx from 'clsx';
import { CircleAlert, Pencil, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FREQUENCIES, type Frequency } from '../../../../shared/constants';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-message';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import type { useEntryList } from '../hooks/use-entry-list';
import { useValidationMessage } from '../lib/validation-messages';
import { FormSection } from './form-section';

type SectionProps<T> = {
  name: 'medications' | 'doctors';
  list: ReturnType<typeof useEntryList<T>>;
  editIndex: number | null;
  entry: ReactNode;
  unfinishedTitle: string;
  onAdd: () => void;
  onDiscard: () => void;
  itemName: (item: T) => string;
  renderItem: (item: T) => ReactNode;
};

/** Each row is a button loading it for editing, with a Remove button named after the entry. */
function EntryList<T>({
  name,
  list: { items, edit, remove },
  editIndex,
  itemName,
  renderItem,
}: Pick<SectionProps<T>, 'name' | 'list' | 'editIndex' | 'itemName' | 'renderItem'>) {
  const { t } = useTranslation('finder');
  if (items.length === 0) return <p className="text-slate-700">{t(`${name}.empty`)}</p>;
  return (
    <ul aria-label={t(`${name}.listLabel`)} className="flex flex-col gap-2">
      {items.map((item, index) => {
        const editing = index === editIndex;
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id and hold no state; position is their identity
            key={`${index}-${itemName(item)}`}
            className={clsx(
              'flex flex-col gap-2 rounded-md border-2 p-2 sm:flex-row sm:items-center',
              editing ? 'border-primary bg-blue-50' : 'border-slate-300 bg-white',
            )}
          >
            <button
              type="button"
              aria-current={editing ? 'true' : undefined}
              className="flex min-h-11 min-w-0 flex-1 items-start gap-3 rounded-md px-2 py-1 text-left hover:bg-slate-100"
              onClick={() => edit(index)}
            >
              <span className="min-w-0 flex-1 break-words">{renderItem(item)}</span>
              <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-primary">
                <Pencil aria-hidden="true" className="size-5" />
                {editing ? t('entries.editing') : t('entries.edit')}
              </span>
            </button>
            <Button
              variant="outline"
              aria-label={t('entries.removeLabel', { name: itemName(item) })}
              onClick={() => remove(index)}
            >
              <Trash2 aria-hidden="true" className="size-5" />
              {t('entries.remove')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

export function EntrySection<T>({
  name,
  list,
  editIndex,
  entry,
  unfinishedTitle,
  onAdd,
  onDiscard,
  itemName,
  renderItem,
}: SectionProps<T>) {
  const { t } = useTranslation('finder');
  const message = useValidationMessage();
  const { optOut, items, error, unfinished } = list;
  const errorId = `finder-${name}-error`;
  return (
    <FormSection id={`finder-${name}`} title={t(`${name}.title`)}>
      <div>
        <Checkbox
          id={`finder-no-${name}`}
          ref={optOut.ref}
          label={t(`${name}.optOut`)}
          checked={optOut.value}
          onChange={(event) => list.toggleOptOut(event.target.checked)}
          aria-describedby={error ? errorId : undefined}
        />
        <FieldError id={errorId} message={message(error)} />
        {optOut.value && items.length > 0 ? (
          <p className="mt-2 text-slate-800">{t(`${name}.kept`, { count: items.length })}</p>
        ) : null}
      </div>
      {optOut.value ? null : (
        <>
          {unfinished ? (
            <UnfinishedEntry
              id={`finder-${name.slice(0, -1)}-unfinished`}
              kind={unfinished}
              title={unfinishedTitle}
              onAdd={onAdd}
              onDiscard={onDiscard}
            />
          ) : null}
          {entry}
          <EntryList
            name={name}
            list={list}
            editIndex={editIndex}
            itemName={itemName}
            renderItem={renderItem}
          />
        </>
      )}
    </FormSection>
  );
}

/** Spec §9 frequencies, plus every two months (60-day fills). */
export function FrequencySelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: Frequency;
  onChange: (frequency: Frequency) => void;
}) {
  const { t } = useTranslation('finder');
  return (
    <div>
      <Label htmlFor={id}>{t('medications.frequency')}</Label>
      <Select
        id={id}
        className="mt-1"
        value={value}
        onChange={(event) => onChange(event.target.value as Frequency)}
      >
        {FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t(`frequencies.${frequency}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}

export function EntryButtons({
  editing,
  onCommit,
  onCancel,
}: {
  editing: boolean;
  onCommit: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('finder');
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={onCommit}>
        {editing ? null : <Plus aria-hidden="true" className="size-5" />}
        {editing ? t('entries.update') : t('entries.add')}
      </Button>
      {editing ? (
        <Button variant="secondary" onClick={onCancel}>
          {t('entries.cancel')}
        </Button>
      ) : null}
    </div>
  );
}

type UnfinishedProps = {
  id: string;
  /** "new": typed but not added; "changed": a list row changed but not updated. */
  kind: 'new' | 'changed';
  title: string;
  onAdd: () => void;
  onDiscard: () => void;
};

/** Find My Plans met an entry left in its box: add it (after its checks) or discard it, then search again. */
export function UnfinishedEntry({ id, kind, title, onAdd, onDiscard }: UnfinishedProps) {
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
