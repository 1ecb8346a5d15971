import { useTranslation } from 'react-i18next';
import { useEntryList } from '../hooks/use-entry-list';
import {
  type DoctorField,
  doctorStarted,
  doctorTitle,
  type EntryEditor,
  missingDoctorFields,
} from '../lib/entry-editor';
import { type DoctorDraft, EMPTY_DOCTOR } from '../lib/form-values';
import { DoctorEntry } from './doctor-entry';
import { EntrySection } from './entry-list';

type Props = {
  editor: EntryEditor<DoctorDraft>;
  onEditorChange: (editor: EntryEditor<DoctorDraft>) => void;
  unfinishedShown: boolean;
  onUnfinishedDone: () => void;
};

export function DoctorsSection({ editor, onEditorChange, unfinishedShown, onUnfinishedDone }: Props) {
  const { t } = useTranslation('finder');
  const list = useEntryList({
    listName: 'doctors',
    editor,
    onEditorChange,
    empty: EMPTY_DOCTOR,
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
  });

  return (
    <EntrySection
      name="doctors"
      list={list}
      editIndex={editor.editIndex}
      unfinishedTitle={doctorTitle(editor.draft, (specialty) => t('doctors.untitled', { specialty }))}
      onAdd={list.commit}
      onDiscard={list.cancel}
      entry={
        <DoctorEntry
          draft={editor.draft}
          editing={editor.editIndex !== null}
          onDraftChange={(draft) => onEditorChange({ ...editor, draft })}
          onCommit={list.commit}
          onCancel={list.cancel}
          invalidFields={list.invalidFields as DoctorField[]}
        />
      }
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
    />
  );
}
