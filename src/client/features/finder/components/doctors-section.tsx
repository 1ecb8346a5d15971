import { useController, useFormContext } from 'react-hook-form';
import { toast } from 'sonner';
import { Checkbox } from '../../../components/ui/checkbox';
import { FieldError } from '../../../components/ui/field-message';
import {
  commitEntry,
  type EntryEditor,
  editEntry,
  isDoctorComplete,
  newEditor,
  removeEntry,
} from '../lib/entry-editor';
import { listErrorMessage } from '../lib/form-errors';
import { type DoctorDraft, EMPTY_DOCTOR, type FinderFormValues } from '../lib/form-values';
import { DoctorEntry } from './doctor-entry';
import { EntryList } from './entry-list';
import { FormSection } from './form-section';

type Props = {
  editor: EntryEditor<DoctorDraft>;
  onEditorChange: (editor: EntryEditor<DoctorDraft>) => void;
};

const ERROR_ID = 'finder-doctors-error';

/** Spec §2 "Home": the doctors section with its opt-out box, entry and list. */
export function DoctorsSection({ editor, onEditorChange }: Props) {
  const { control } = useFormContext<FinderFormValues>();
  const { field: optOut } = useController({ control, name: 'noDoctors' });
  const { field: list, fieldState } = useController({ control, name: 'doctors' });
  const error = listErrorMessage(fieldState.error);

  function toggleOptOut(checked: boolean) {
    optOut.onChange(checked);
    if (!checked) return;
    list.onChange([]);
    onEditorChange(newEditor(EMPTY_DOCTOR));
  }

  function commit() {
    if (!isDoctorComplete(editor.draft)) {
      toast.error('Incomplete doctor information', {
        description: 'Please fill in all doctor fields before adding to list.',
      });
      return;
    }
    const result = commitEntry(list.value, editor, EMPTY_DOCTOR);
    list.onChange(result.list);
    onEditorChange(result.editor);
    toast.success(result.updated ? 'Doctor updated!' : 'Doctor added!');
  }

  function edit(index: number) {
    const next = editEntry(list.value, index);
    if (next) onEditorChange(next);
  }

  function remove(index: number) {
    const result = removeEntry(list.value, editor, index, EMPTY_DOCTOR);
    list.onChange(result.list);
    onEditorChange(result.editor);
  }

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
      </div>
      {optOut.value ? null : (
        <>
          <DoctorEntry
            draft={editor.draft}
            editing={editor.editIndex !== null}
            onDraftChange={(draft) => onEditorChange({ ...editor, draft })}
            onCommit={commit}
            onCancel={() => onEditorChange(newEditor(EMPTY_DOCTOR))}
          />
          <EntryList
            label="Your doctor list"
            emptyText="No doctors added yet."
            items={list.value}
            editIndex={editor.editIndex}
            itemName={(doctor) => doctor.name}
            renderItem={(doctor) => (
              <>
                <span className="block font-semibold">{doctor.name}</span>
                <span className="block text-slate-800">{doctor.specialty}</span>
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
