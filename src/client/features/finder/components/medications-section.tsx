import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dosageForm } from '../../../../shared/dosage-units';
import { type QuantityAboveUsual, quantityAboveUsual } from '../../../../shared/quantity-limits';
import { useMedicationLookup } from '../api/finder-queries';
import { useEntryList } from '../hooks/use-entry-list';
import {
  type EntryEditor,
  type MedicationField,
  medicationNotPicked,
  medicationStarted,
  medicationTitle,
  missingMedicationFields,
} from '../lib/entry-editor';
import { EMPTY_MEDICATION, type MedicationDraft } from '../lib/form-values';
import { EntrySection } from './entry-list';
import { MedicationEntry } from './medication-entry';

type Props = {
  editor: EntryEditor<MedicationDraft>;
  onEditorChange: (editor: EntryEditor<MedicationDraft>) => void;
  unfinishedShown: boolean;
  onUnfinishedDone: () => void;
};

export function MedicationsSection({ editor, onEditorChange, unfinishedShown, onUnfinishedDone }: Props) {
  const { t } = useTranslation('finder');
  const lookup = useMedicationLookup();
  const notPicked = medicationNotPicked(editor.draft, lookup.data);
  const list = useEntryList({
    listName: 'medications',
    editor,
    onEditorChange,
    empty: EMPTY_MEDICATION,
    check: (draft) => {
      if (medicationNotPicked(draft, lookup.data))
        return {
          fields: ['name'],
          title: t('medications.notPicked'),
          description: t('medications.notPickedDescription', { name: draft.name.trim() }),
        };
      const fields = missingMedicationFields(draft);
      if (fields.length === 0) return null;
      const names = fields.map((field) => t(`medications.${field}`)).join(', ');
      return {
        fields,
        title: t('medications.incomplete'),
        description: `${t('medications.incompleteDescription')} ${t('medications.missing', { fields: names })}`,
      };
    },
    fieldIds: {
      name: 'finder-medication-name',
      dosage: 'finder-medication-dosage',
      quantity: 'finder-medication-quantity',
      frequency: 'finder-medication-frequency',
    },
    started: medicationStarted,
    unfinishedShown,
    onSettled: onUnfinishedDone,
  });
  // Every Add goes through the quantity question, the entry's own and Find My Plans'.
  const quantity = useQuantityQuestion(editor.draft, list.commit);
  function cancelEntry() {
    quantity.dismiss();
    list.cancel();
  }

  return (
    <EntrySection
      name="medications"
      list={list}
      editIndex={editor.editIndex}
      unfinishedTitle={medicationTitle(editor.draft, t('medications.untitled'))}
      onAdd={quantity.add}
      onDiscard={cancelEntry}
      entry={
        <MedicationEntry
          draft={editor.draft}
          editing={editor.editIndex !== null}
          catalogue={lookup.data}
          catalogueStatus={lookup.status}
          onDraftChange={(draft) => onEditorChange({ ...editor, draft })}
          onCommit={quantity.add}
          onCancel={cancelEntry}
          invalidFields={list.invalidFields as MedicationField[]}
          notPicked={notPicked}
          quantityAsked={quantity.asked}
          onQuantityChange={quantity.dismiss}
        />
      }
      itemName={(medication) => medication.name}
      renderItem={(medication) => (
        <>
          <span className="block font-semibold">{medication.name}</span>
          <span className="block text-slate-800">
            {[
              medication.dosage,
              t('medications.quantityOf', {
                count: Number(medication.quantity),
                unit: t(`units.${dosageForm(medication.dosage)}`, { count: Number(medication.quantity) }),
              }),
              t(`frequencies.${medication.frequency}`),
            ].join(' · ')}
          </span>
        </>
      )}
    />
  );
}

/** A quantity above the usual (shared/quantity-limits.ts) is asked about before adding; `add` is the one way a medication is added. */
export function useQuantityQuestion(draft: MedicationDraft, commit: () => boolean) {
  const [askedAbout, setAskedAbout] = useState<string | null>(null);
  const high =
    draft.dosage && /^\d+$/.test(draft.quantity)
      ? quantityAboveUsual(Number(draft.quantity), draft.dosage, draft.frequency)
      : null;
  // Asked about this entry as it stands: changing any of it asks again.
  const key = `${draft.name}|${draft.dosage}|${draft.quantity}|${draft.frequency}`;

  function add(): boolean {
    if (high && askedAbout !== key) {
      setAskedAbout(key);
      return false;
    }
    setAskedAbout(null);
    return commit();
  }

  const asked: QuantityAboveUsual | null = high && askedAbout === key ? high : null;
  return { asked, add, dismiss: () => setAskedAbout(null) };
}
