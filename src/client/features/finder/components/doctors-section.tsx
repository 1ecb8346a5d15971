import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-message';
import { useEntryList } from '../hooks/use-entry-list';
import { useValidationMessage } from '../hooks/use-validation-message';
import {
  type DoctorField,
  doctorStarted,
  doctorTitle,
  type EntryEditor,
  missingDoctorFields,
} from '../lib/entry-editor';
import { type DoctorDraft, EMPTY_DOCTOR } from '../lib/form-values';
import { DoctorEntry } from './doctor-entry';
import { EntryList } from './entry-list';
import { FormSection } from './form-section';
import { KeptWhileOptedOut, UnfinishedEntry } from './unfinished-entry';

type Props = {
  editor: EntryEditor<DoctorDraft>;
  onEditorChange: (editor: EntryEditor<DoctorDraft>) => void;
  /** Find My Plans met an entry left in the box: ask to add or discard it. */
  unfinishedShown: boolean;
  onUnfinishedDone: () => void;
};

const ERROR_ID = 'finder-doctors-error';

/** Spec §2 "Home": the doctors section with its opt-out box, entry and list. */
export function DoctorsSection({ editor, onEditorChange, unfinishedShown, onUnfinishedDone }: Props) {
  const { t } = useTranslation('finder');
  const message = useValidationMessage();
  const { optOut, items, error, invalidFields, unfinished, toggleOptOut, commit, edit, remove, cancel } =
    useEntryList({
      listName: 'doctors',
      optOutName: 'noDoctors',
      editor,
      onEditorChange,
      empty: EMPTY_DOCTOR,
      // Spec §5's toast, and which fields are still blank.
      check: (draft) => {
        const fields = missingDoctorFields(draft);
        if (fields.length === 0) return null;
        const names = fields.map((field) => t(`doctors.${field}`)).join(', ');
        return {
          fields,
          title: t('doctors.incomplete'),
          description: `${t('doctors.incompleteDescription')} ${t('doctors.missing', { fields: names })}`,
        };
      },
      fieldIds: { name: 'finder-doctor-name', specialty: 'finder-doctor-specialty' },
      started: doctorStarted,
      unfinishedShown,
      onSettled: onUnfinishedDone,
      messages: {
        added: t('doctors.added'),
        updated: t('doctors.updated'),
      },
    });

  return (
    <FormSection id="finder-doctors" title={t('doctors.title')}>
      <div>
        <Checkbox
          id="finder-no-doctors"
          ref={optOut.ref}
          label={t('doctors.optOut')}
          checked={optOut.value}
          onChange={(event) => toggleOptOut(event.target.checked)}
          aria-describedby={error ? ERROR_ID : undefined}
        />
        <FieldError id={ERROR_ID} message={message(error)} />
        {optOut.value ? <KeptWhileOptedOut count={items.length} list="doctors" /> : null}
      </div>
      {optOut.value ? null : (
        <>
          {unfinished ? (
            <UnfinishedEntry
              id="finder-doctor-unfinished"
              kind={unfinished}
              title={doctorTitle(editor.draft, (specialty) => t('doctors.untitled', { specialty }))}
              onAdd={commit}
              onDiscard={cancel}
            />
          ) : null}
          <DoctorEntry
            draft={editor.draft}
            editing={editor.editIndex !== null}
            onDraftChange={(draft) => onEditorChange({ ...editor, draft })}
            onCommit={commit}
            onCancel={cancel}
            invalidFields={invalidFields as DoctorField[]}
          />
          <EntryList
            label={t('doctors.listLabel')}
            emptyText={t('doctors.empty')}
            items={items}
            editIndex={editor.editIndex}
            itemName={(doctor) => doctor.name}
            renderItem={(doctor) => (
              <>
                <span className="block font-semibold">{doctor.name}</span>
                <span className="block text-slate-800">{doctor.specialty}</span>
                {doctor.providerId === null ? (
                  <span className="block text-slate-800">{t('doctors.notInDirectory')}</span>
                ) : null}
              </>
            )}
            onEdit={edit}
            onRemove={remove}
          />
        </>
      )}
    </FormSection>
  );
}
