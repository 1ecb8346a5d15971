import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-message';
import { useEntryList } from '../hooks/use-entry-list';
import { doctorStarted, doctorTitle, type EntryEditor, isDoctorComplete } from '../lib/entry-editor';
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
  const { optOut, items, error, unfinished, toggleOptOut, commit, edit, remove, cancel } = useEntryList({
    listName: 'doctors',
    optOutName: 'noDoctors',
    editor,
    onEditorChange,
    empty: EMPTY_DOCTOR,
    isComplete: isDoctorComplete,
    started: doctorStarted,
    unfinishedShown,
    onSettled: onUnfinishedDone,
    messages: {
      incomplete: 'Incomplete doctor information',
      incompleteDescription: 'Please fill in all doctor fields before adding to list.',
      added: 'Doctor added!',
      updated: 'Doctor updated!',
    },
  });

  return (
    <FormSection id="finder-doctors" title="Your Doctors">
      <div>
        <Checkbox
          id="finder-no-doctors"
          ref={optOut.ref}
          label="I don't have any current doctors"
          checked={optOut.value}
          onChange={(event) => toggleOptOut(event.target.checked)}
          aria-describedby={error ? ERROR_ID : undefined}
        />
        <FieldError id={ERROR_ID} message={error} />
        {optOut.value ? (
          <KeptWhileOptedOut count={items.length} noun={{ one: 'doctor', many: 'doctors' }} />
        ) : null}
      </div>
      {optOut.value ? null : (
        <>
          {unfinished ? (
            <UnfinishedEntry
              id="finder-doctor-unfinished"
              kind={unfinished}
              title={doctorTitle(editor.draft)}
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
          />
          <EntryList
            label="Your doctor list"
            emptyText="No doctors added yet."
            items={items}
            editIndex={editor.editIndex}
            itemName={(doctor) => doctor.name}
            renderItem={(doctor) => (
              <>
                <span className="block font-semibold">{doctor.name}</span>
                <span className="block text-slate-800">{doctor.specialty}</span>
                {doctor.providerId === null ? (
                  <span className="block text-slate-800">
                    Not in our directory: we cannot check which plans have this doctor. To check, edit this
                    doctor and choose them from the suggestions.
                  </span>
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
