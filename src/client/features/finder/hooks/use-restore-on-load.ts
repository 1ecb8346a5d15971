import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '../../../../shared/i18n/languages';
import { toast } from '../../../lib/toast';
import type { EntryEditor } from '../lib/entry-editor';
import type { FinderStep } from '../lib/finder-steps';
import type { DoctorDraft, FinderFormValues, MedicationDraft } from '../lib/form-values';
import type { PharmacyPick } from '../lib/pharmacy-pick';
import { describeSavedAt, readProgress, takeHistoryRecord } from '../lib/progress-storage';

export type LoadedState = {
  values: FinderFormValues;
  medication?: EntryEditor<MedicationDraft>;
  doctor?: EntryEditor<DoctorDraft>;
  /** Without it, the answers alone say (a history record). */
  pharmacy?: PharmacyPick;
  step?: FinderStep;
};

/**
 * Spec §4 "On loading the home page": a stashed history record wins (opens on step 2), else saved progress.
 * Runs once even under StrictMode, since the one-shot history key is gone after the first run.
 */
export function useRestoreOnLoad(load: (state: LoadedState) => void): void {
  const { t, i18n } = useTranslation('finder');
  // Read when the page opens; a language chosen later does not restore again.
  const opened = useRef({ t, language: asLanguage(i18n.language) });
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;

    const record = takeHistoryRecord();
    if (record) {
      load({ values: record, step: 2 });
      toast.success(opened.current.t('actions.historyLoaded'));
      return;
    }
    const progress = readProgress();
    if (progress) {
      load({
        values: progress.formData,
        medication: { draft: progress.medicationEntry, editIndex: progress.editingMedicationIndex },
        doctor: { draft: progress.doctorEntry, editIndex: progress.editingDoctorIndex },
        ...(progress.pharmacyPick ? { pharmacy: progress.pharmacyPick } : {}),
        ...(progress.step ? { step: progress.step } : {}),
      });
      const { t: text, language } = opened.current;
      toast.success(text('actions.restored'), {
        description: describeSavedAt(progress.savedAt, language, text),
      });
    }
  }, [load]);
}
