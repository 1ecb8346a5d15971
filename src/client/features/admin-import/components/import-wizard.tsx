import clsx from 'clsx';
import { Check } from 'lucide-react';
import { useReducer, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useSuggestedPlanYear } from '../api/import-queries';
import {
  initialStateFor,
  runRequest,
  STEP_TITLES,
  STEPS,
  stepStatus,
  type WizardAction,
  type WizardState,
  wizardReducer,
} from '../lib/wizard-state';
import { ChooseFileStep } from './choose-file-step';
import { ImportProgressStep } from './import-progress-step';
import { MapColumnsStep } from './map-columns-step';
import { PickSheetStep } from './pick-sheet-step';
import { ValidateStep } from './validate-step';

const STATUS_TEXT = {
  done: 'done',
  current: 'current step',
  upcoming: 'not yet',
  skipped: '',
} as const;

/** Where the admin is among the five steps; words, not colour alone, say each step's state. */
function ImportStepper({ state }: { state: WizardState }) {
  return (
    <ol aria-label="Import steps" className="mb-6 grid gap-2 sm:grid-cols-3 lg:grid-cols-5">
      {STEPS.map((step, index) => {
        const status = stepStatus(state, step);
        return (
          <li
            key={step}
            aria-current={status === 'current' ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-2 rounded-md border-2 px-3 py-2',
              status === 'current' && 'border-primary bg-blue-50 font-bold text-slate-900',
              status === 'done' && 'border-green-700 bg-white text-slate-900',
              (status === 'upcoming' || status === 'skipped') && 'border-slate-300 bg-white text-slate-700',
            )}
          >
            <span
              aria-hidden="true"
              className={clsx(
                'inline-flex size-8 shrink-0 items-center justify-center rounded-full border-2 font-bold',
                status === 'done' ? 'border-green-700 bg-green-700 text-white' : 'border-current',
              )}
            >
              {status === 'done' ? <Check className="size-5" /> : index + 1}
            </span>
            <span>
              {STEP_TITLES[step]}
              {STATUS_TEXT[status] ? <span className="sr-only">, {STATUS_TEXT[status]}</span> : null}
              {status === 'skipped' ? <span className="block text-base">(not needed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

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
