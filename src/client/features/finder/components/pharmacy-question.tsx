import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PharmacySearchResult } from '../../../../shared/lookup-contracts';
import { PHARMACY_CHOICES, type PharmacyChoice } from '../../../../shared/profile-answers';
import { PharmacySearch } from '../../../components/pharmacy-search';
import { Button } from '../../../components/ui/button';
import { useFocusAfterRender } from '../../../lib/use-focus-after-render';
import type { FinderFormValues } from '../lib/form-values';
import { NO_PHARMACY_PICK, type PharmacyPick, pharmacyLabel } from '../lib/pharmacy-pick';
import { AnswerRadioGroup } from './answer-radio-group';
import { SearchStoppedAlert } from './entry-list';

/** With the person's own pharmacy, plans without a network on file can't tell its kind: no discount is assumed. */
export const SPECIFIC_PHARMACY_FALLBACK: PharmacyChoice = 'standard';

export const PHARMACY_UNPICKED_ID = 'finder-pharmacy-unpicked';
const PHARMACY_SEARCH_INPUT_ID = 'finder-pharmacy-search';
const PICKED_ID = 'finder-pharmacy-picked';

type Choice = PharmacyChoice | 'specific';

export type PharmacyQuestionProps = {
  pick: PharmacyPick;
  onPickChange: (pick: PharmacyPick) => void;
  unfinishedShown: boolean;
  /** `moveFocus` is false while in the radio group. */
  onUnfinishedDone: (options: { moveFocus: boolean }) => void;
};

/** A kind of pharmacy, or a specific one near the ZIP (sets answers.pharmacyNpi; a kind clears it). */
export function PharmacyQuestion({
  pick,
  onPickChange,
  unfinishedShown,
  onUnfinishedDone,
}: PharmacyQuestionProps) {
  const { t } = useTranslation('finder');
  const { control, setValue } = useFormContext<FinderFormValues>();
  const kind = useWatch({ control, name: 'answers.pharmacy' });
  const npi = useWatch({ control, name: 'answers.pharmacyNpi' });
  const zip = useWatch({ control, name: 'zipCode' });
  const focusAfterRender = useFocusAfterRender();
  const setFocusId = (id: string) => focusAfterRender(() => document.getElementById(id));

  const set = { shouldDirty: true } as const;

  function choose(choice: Choice) {
    if (choice === 'specific') {
      setValue('answers.pharmacy', SPECIFIC_PHARMACY_FALLBACK, set);
      onPickChange({ specific: true, picked: null });
      return;
    }
    setValue('answers.pharmacy', choice, set);
    setValue('answers.pharmacyNpi', null, set);
    onPickChange(NO_PHARMACY_PICK);
    if (unfinishedShown) onUnfinishedDone({ moveFocus: false });
  }

  function pickPharmacy(pharmacy: PharmacySearchResult) {
    setValue('answers.pharmacyNpi', pharmacy.npi, set);
    onPickChange({ specific: true, picked: { npi: pharmacy.npi, label: pharmacyLabel(pharmacy) } });
    // The list is gone: focus Find My Plans when it asked for this, else the pick.
    if (unfinishedShown) onUnfinishedDone({ moveFocus: true });
    else setFocusId(PICKED_ID);
  }

  function change() {
    setValue('answers.pharmacyNpi', null, set);
    onPickChange({ specific: true, picked: null });
    setFocusId(PHARMACY_SEARCH_INPUT_ID);
  }

  const choices = [
    ...PHARMACY_CHOICES.map((value) => ({
      value,
      label: t(`pharmacy.kinds.${value}`),
      hint: t(`pharmacy.hints.${value}`),
    })),
    { value: 'specific' as const, label: t('pharmacy.specific'), hint: t('pharmacy.specificHint') },
  ];
  return (
    <AnswerRadioGroup<Choice>
      idPrefix="finder-pharmacy"
      legend={t('pharmacy.legend')}
      value={pick.specific ? 'specific' : kind}
      onChange={choose}
      choices={choices}
    >
      {pick.specific ? (
        <div className="mt-3 flex flex-col gap-3 sm:ml-9">
          {npi !== null ? (
            <div
              id={PICKED_ID}
              tabIndex={-1}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border-2 border-slate-400 bg-slate-50 p-3"
            >
              <p className="text-lg font-semibold text-slate-900">
                {pick.picked ? t('pharmacy.yours', { pharmacy: pick.picked.label }) : t('pharmacy.before')}
              </p>
              <Button variant="outline" onClick={change}>
                {t('pharmacy.change')} <span className="sr-only">{t('pharmacy.changeWhat')}</span>
              </Button>
            </div>
          ) : (
            <>
              {unfinishedShown ? <PharmacyUnpicked /> : null}
              <PharmacySearch
                zip={zip}
                onPick={pickPharmacy}
                inputId={PHARMACY_SEARCH_INPUT_ID}
                noZip={t('pharmacy.noZip')}
                otherwise={t('pharmacy.otherwise')}
              />
            </>
          )}
        </div>
      ) : null}
    </AnswerRadioGroup>
  );
}

/** None picked: results would silently use a kind instead. */
function PharmacyUnpicked() {
  const { t } = useTranslation('finder');
  return (
    <SearchStoppedAlert
      id={PHARMACY_UNPICKED_ID}
      message={t('pharmacy.unpicked', { specific: t('pharmacy.specific') })}
    />
  );
}
