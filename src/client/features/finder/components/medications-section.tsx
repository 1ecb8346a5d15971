import { useController, useFormContext } from 'react-hook-form';
import { toast } from 'sonner';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-message';
import { useMedicationLookup } from '../api/medication-lookup';
import {
  commitEntry,
  type EntryEditor,
  editEntry,
  isMedicationComplete,
  newEditor,
  removeEntry,
} from '../lib/entry-editor';
import { listErrorMessage } from '../lib/form-errors';
import { EMPTY_MEDICATION, type FinderFormValues, type MedicationDraft } from '../lib/form-values';
import { FREQUENCY_LABELS } from './entry-controls';
import { EntryList } from './entry-list';
import { FormSection } from './form-section';
import { MedicationEntry } from './medication-entry';

type Props = {
  editor: EntryEditor<MedicationDraft>;
  onEditorChange: (editor: EntryEditor<MedicationDraft>) => void;
};

const ERROR_ID = 'finder-medications-error';

/** Spec §2 "Home": the medications section with its opt-out box, entry and list. */
export function MedicationsSection({ editor, onEditorChange }: Props) {
  const { control } = useFormContext<FinderFormValues>();
  const { field: optOut } = useController({ control, name: 'noMedications' });
  const { field: list, fieldState } = useController({ control, name: 'medications' });
  const lookup = useMedicationLookup();
  const error = listErrorMessage(fieldState.error);

  function toggleOptOut(checked: boolean) {
    optOut.onChange(checked);
    if (!checked) return;
    list.onChange([]);
    onEditorChange(newEditor(EMPTY_MEDICATION));
  }

  function commit() {
    if (!isMedicationComplete(editor.draft)) {
      toast.error('Incomplete medication', {
        description: 'Please fill in all medication fields before adding to list.',
      });
      return;
    }
    const result = commitEntry(list.value, editor, EMPTY_MEDICATION);
    list.onChange(result.list);
    onEditorChange(result.editor);
    toast.success(result.updated ? 'Medication updated!' : 'Medication added!');
  }

  function edit(index: number) {
    const next = editEntry(list.value, index);
    if (next) onEditorChange(next);
  }

  function remove(index: number) {
    const result = removeEntry(list.value, editor, index, EMPTY_MEDICATION);
    list.onChange(result.list);
    onEditorChange(result.editor);
  }

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
      </div>
      {optOut.value ? null : (
        <>
          <MedicationEntry
            draft={editor.draft}
            editing={editor.editIndex !== null}
            catalogue={lookup.data}
            catalogueStatus={lookup.status}
            onDraftChange={(draft) => onEditorChange({ ...editor, draft })}
            onCommit={commit}
            onCancel={() => onEditorChange(newEditor(EMPTY_MEDICATION))}
          />
          <EntryList
            label="Your medication list"
            emptyText="No medications added yet."
            items={list.value}
            editIndex={editor.editIndex}
            itemName={(medication) => medication.name}
            renderItem={(medication) => (
              <>
                <span className="block font-semibold">{medication.name}</span>
                <span className="block text-slate-800">
                  {[
                    medication.dosage,
                    `Quantity ${medication.quantity}`,
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
