import { useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useSuggestedPlanYear } from '../api/import-queries';
import { initialStateFor, runRequest, type WizardAction, wizardReducer } from '../lib/wizard-state';
import { ChooseFileStep } from './choose-file-step';
import { ImportProgressStep } from './import-progress-step';
import { ImportStepper } from './import-stepper';
import { MapColumnsStep } from './map-columns-step';
import { PickSheetStep } from './pick-sheet-step';
import { ValidateStep } from './validate-step';

/** The five import steps, one at a time; a link may choose the kind (`?kind=medigap`). */
export function ImportWizard() {
  const [searchParams] = useSearchParams();
  const [state, send] = useReducer(wizardReducer, searchParams.get('kind'), initialStateFor);
  const suggestedYear = useSuggestedPlanYear();
  // The step shown with the page leaves the focus where the page put it; every later step takes it.
  const moved = useRef(false);
  const dispatch = (action: WizardAction) => {
    moved.current = true;
    send(action);
  };
  const focusOnMount = moved.current;
  const back = () => dispatch({ type: 'back' });
  const restart = () => dispatch({ type: 'restart' });
  const sheet = state.upload?.sheets.find((s) => s.name === state.sheet);

  return (
    <section aria-label="Import a file">
      <ImportStepper state={state} />
      <Card>
        {state.step === 'file' ? (
          <ChooseFileStep
            // A fresh form after "Import another file" or "Fix the file and upload it again".
            key={state.restarts}
            kind={state.kind}
            focusOnMount={focusOnMount}
            onKind={(kind) => dispatch({ type: 'kind', kind })}
            onUploaded={(upload) => dispatch({ type: 'uploaded', upload })}
          />
        ) : null}
        {state.step === 'sheet' && state.upload ? (
          <PickSheetStep
            sheets={state.upload.sheets}
            sheet={state.sheet}
            focusOnMount={focusOnMount}
            onSheet={(name) => dispatch({ type: 'sheet', sheet: name })}
            onBack={back}
            onContinue={() => dispatch({ type: 'sheetChosen' })}
          />
        ) : null}
        {state.step === 'mapping' && sheet ? (
          <MapColumnsStep
            state={state}
            suggestedYear={suggestedYear}
            sheet={sheet}
            focusOnMount={focusOnMount}
            onMap={(header, field) => dispatch({ type: 'map', header, field })}
            onMode={(mode) => dispatch({ type: 'mode', mode })}
            onPlanYear={(planYear) => dispatch({ type: 'planYear', planYear })}
            onBack={back}
            onValidated={(preview) => dispatch({ type: 'validated', preview })}
          />
        ) : null}
        {state.step === 'validate' && state.upload && state.preview ? (
          <ValidateStep
            jobId={state.upload.job.id}
            kind={state.kind}
            preview={state.preview}
            body={runRequest(state, suggestedYear)}
            focusOnMount={focusOnMount}
            onBack={back}
            onRestart={restart}
            onStarted={(jobId) => dispatch({ type: 'started', jobId })}
          />
        ) : null}
        {state.step === 'import' && state.runningJobId !== null ? (
          <ImportProgressStep jobId={state.runningJobId} focusOnMount={focusOnMount} onRestart={restart} />
        ) : null}
      </Card>
    </section>
  );
}
