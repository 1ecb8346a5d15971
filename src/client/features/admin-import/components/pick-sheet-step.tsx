import { ArrowRight } from 'lucide-react';
import { formatCount } from '../../../../shared/format';
import type { ImportSheet } from '../../../../shared/import-contracts';
import { Button } from '../../../components/ui/button';
import { RadioOption } from './radio-option';
import { StepActions, WizardStep } from './wizard-step';

type PickSheetStepProps = {
  sheets: ImportSheet[];
  sheet: string | null;
  focusOnMount: boolean;
  onSheet: (sheet: string) => void;
  onBack: () => void;
  onContinue: () => void;
};

export function PickSheetStep({
  sheets,
  sheet,
  focusOnMount,
  onSheet,
  onBack,
  onContinue,
}: PickSheetStepProps) {
  return (
    <WizardStep step="sheet" focusOnMount={focusOnMount}>
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="mb-2 text-xl font-bold text-slate-900">
          Which sheet holds the rows to import?
        </legend>
        {sheets.map((s) => (
          <RadioOption
            key={s.name}
            name="import-sheet"
            value={s.name}
            checked={sheet === s.name}
            onChange={onSheet}
            hint={`${formatCount(s.rowCount, 'row')}, ${formatCount(s.headers.length, 'column')}`}
          >
            {s.name}
          </RadioOption>
        ))}
      </fieldset>
      <StepActions onBack={onBack}>
        <Button onClick={onContinue} disabled={!sheet}>
          Continue
          <ArrowRight aria-hidden="true" className="size-5" />
        </Button>
      </StepActions>
    </WizardStep>
  );
}
