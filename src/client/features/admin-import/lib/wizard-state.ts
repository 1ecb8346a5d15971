// The import stepper as a reducer: choose file → pick sheet (multi-sheet workbooks) → map → validate →
// import. Changing anything the check depended on drops it, so Import acts only on rows checked with the
// settings shown.
import {
  IMPORT_KINDS,
  type ImportKind,
  type ImportMapping,
  type ImportMode,
  type ImportPreview,
  type ImportRunRequestInput,
  type ImportUploadResponse,
  takesMode,
} from '../../../../shared/import-contracts';
import { initialMapping } from './column-mapping';

export const STEPS = ['file', 'sheet', 'mapping', 'validate', 'import'] as const;
export type Step = (typeof STEPS)[number];

export const STEP_TITLES: Record<Step, string> = {
  file: 'Choose file',
  sheet: 'Pick sheet',
  mapping: 'Map columns',
  validate: 'Validate',
  import: 'Import',
};

export type WizardState = {
  step: Step;
  kind: ImportKind;
  upload: ImportUploadResponse | null;
  sheet: string | null;
  mapping: ImportMapping;
  mode: ImportMode;
  /** The plan year of rows that name none (issue 18); null until chosen (the suggested year applies). */
  planYear: number | null;
  preview: ImportPreview | null;
  runningJobId: number | null;
  /** Counts "start again", so the file form is a fresh one each time. */
  restarts: number;
};

export type WizardAction =
  | { type: 'kind'; kind: ImportKind }
  | { type: 'uploaded'; upload: ImportUploadResponse }
  | { type: 'sheet'; sheet: string }
  | { type: 'sheetChosen' }
  | { type: 'map'; header: string; field: string | null }
  | { type: 'mode'; mode: ImportMode }
  | { type: 'planYear'; planYear: number }
  | { type: 'validated'; preview: ImportPreview }
  | { type: 'started'; jobId: number }
  | { type: 'back' }
  | { type: 'restart' };

export const initialWizardState: WizardState = {
  step: 'file',
  kind: 'plans',
  upload: null,
  sheet: null,
  mapping: {},
  mode: 'create',
  planYear: null,
  preview: null,
  runningJobId: null,
  restarts: 0,
};

/** With the kind a link chose (`?kind=medigap`); anything but a sheet kind leaves the default. */
export function initialStateFor(kind: string | null): WizardState {
  return kind !== null && (IMPORT_KINDS as readonly string[]).includes(kind)
    ? { ...initialWizardState, kind: kind as ImportKind }
    : initialWizardState;
}

export const needsSheetStep = (upload: ImportUploadResponse | null) => (upload?.sheets.length ?? 0) > 1;

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'kind':
      return { ...afresh(state), kind: action.kind };
    case 'uploaded': {
      const sheet = action.upload.sheets[0]?.name ?? null;
      return {
        ...state,
        upload: action.upload,
        sheet,
        mapping: sheet ? initialMapping(action.upload, sheet) : {},
        preview: null,
        step: needsSheetStep(action.upload) ? 'sheet' : 'mapping',
      };
    }
    case 'sheet':
      if (!state.upload) return state;
      return {
        ...state,
        sheet: action.sheet,
        mapping: initialMapping(state.upload, action.sheet),
        preview: null,
      };
    case 'sheetChosen':
      return { ...state, step: 'mapping' };
    case 'map':
      return { ...state, mapping: { ...state.mapping, [action.header]: action.field }, preview: null };
    case 'mode':
      return { ...state, mode: action.mode, preview: null };
    case 'planYear':
      return { ...state, planYear: action.planYear, preview: null };
    case 'validated':
      return { ...state, preview: action.preview, step: 'validate' };
    case 'started':
      return { ...state, runningJobId: action.jobId, step: 'import' };
    case 'back':
      return { ...state, step: previousStep(state) };
    case 'restart':
      return { ...afresh(state), restarts: state.restarts + 1 };
  }
}

function afresh(state: WizardState): WizardState {
  const { kind, mode, planYear, restarts } = state;
  return { ...initialWizardState, kind, mode, planYear, restarts };
}

const BACK: Partial<Record<Step, Step>> = { sheet: 'file', validate: 'mapping' };

function previousStep(state: WizardState): Step {
  if (state.step === 'mapping') return needsSheetStep(state.upload) ? 'sheet' : 'file';
  return BACK[state.step] ?? state.step;
}

export const chosenPlanYear = (state: WizardState, suggested: number | null): number | null =>
  state.planYear ?? suggested;

/** Validate and run send the same year, so the rows imported are the rows checked. */
export function runRequest(state: WizardState, suggestedYear: number | null): ImportRunRequestInput {
  const body: ImportRunRequestInput = { sheet: state.sheet ?? '', mapping: state.mapping };
  const planYear = chosenPlanYear(state, suggestedYear);
  if (planYear !== null) body.planYear = planYear;
  if (takesMode(state.kind)) body.mode = state.mode;
  return body;
}

export function stepStatus(state: WizardState, step: Step): 'done' | 'current' | 'upcoming' | 'skipped' {
  if (step === state.step) return 'current';
  if (step === 'sheet' && state.upload && !needsSheetStep(state.upload)) return 'skipped';
  return STEPS.indexOf(step) < STEPS.indexOf(state.step) ? 'done' : 'upcoming';
}
