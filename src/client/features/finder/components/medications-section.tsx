import { quantityText } from '../../../../shared/dosage-units';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-message';
import { useMedicationLookup } from '../api/medication-lookup';
import { useEntryList } from '../hooks/use-entry-list';
import {
  type EntryEditor,
  isMedicationComplete,
  medicationStarted,
  medicationTitle,
} from '../lib/entry-editor';
import { EMPTY_MEDICATION, type MedicationDraft } from '../lib/form-values';
import { FREQUENCY_LABELS } from './entry-controls';
import { EntryList } from './entry-list';
import { FormSection } from './form-section';
import { MedicationEntry } from './medication-entry';
import { KeptWhileOptedOut, UnfinishedEntry } from './unfinished-entry';

type Props = {
  editor: EntryEditor<MedicationDraft>;
  onEditorChange: (editor: EntryEditor<MedicationDraft>) => void;
  /** Find My Plans met an entry left in the box: ask to add or discard it. */
  unfinishedShown: boolean;
  onUnfinishedDone: () => void;
};

const ERROR_ID = 'finder-medications-error';

/** Spec §2 "Home": the medications section with its opt-out box, entry and list. */
export function MedicationsSection({ editor, onEditorChange, unfinishedShown, onUnfinishedDone }: Props) {
  const lookup = useMedicationLookup();
  const { optOut, items, error, unfinished, toggleOptOut, commit, edit, remove, cancel } = useEntryList({
    listName: 'medications',
    optOutName: 'noMedications',
    editor,
    onEditorChange,
    empty: EMPTY_MEDICATION,
    isComplete: isMedicationComplete,
    started: medicationStarted,
    unfinishedShown,
    onSettled: onUnfinishedDone,
    messages: {
      incomplete: 'Incomplete medication',
      incompleteDescription: 'Please fill in all medication fields before adding to list.',
      added: 'Medication added!',
      updated: 'Medication updated!',
    },
  });

  return (
    <FormSection id="finder-medications" title="Your Medications">
      <div>
        <Checkbox
          id="finder-no-medications"
          ref={optOut.ref}
          label="I don't take any medications"
          checked={optOut.value}
          onChange={(event) => toggleOptOut(event.target.checked)}
          aria-describedby={error ? ERROR_ID : undefined}
        />
        <FieldError id={ERROR_ID} message={error} />
        {optOut.value ? (
          <KeptWhileOptedOut count={items.length} noun={{ one: 'medication', many: 'medications' }} />
        ) : null}
      </div>
      {optOut.value ? null : (
        <>
          {unfinished ? (
            <UnfinishedEntry
              id="finder-medication-unfinished"
              kind={unfinished}
              title={medicationTitle(editor.draft)}
              onAdd={commit}
              onDiscard={cancel}
            />
          ) : null}
          <MedicationEntry
            draft={editor.draft}
            editing={editor.editIndex !== null}
            catalogue={lookup.data}
            catalogueStatus={lookup.status}
            onDraftChange={(draft) => onEditorChange({ ...editor, draft })}
            onCommit={commit}
            onCancel={cancel}
          />
          <EntryList
            label="Your medication list"
            emptyText="No medications added yet."
            items={items}
            editIndex={editor.editIndex}
            itemName={(medication) => medication.name}
            renderItem={(medication) => (
              <>
                <span className="block font-semibold">{medication.name}</span>
                <span className="block text-slate-800">
                  {[
                    medication.dosage,
                    quantityText(medication.quantity, medication.dosage),
                    FREQUENCY_LABELS[medication.frequency],
                  ].join(' · ')}
                </span>
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
