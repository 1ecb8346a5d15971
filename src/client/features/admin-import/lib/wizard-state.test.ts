import { describe, expect, it } from 'vitest';
import { makePreview, makeUpload, PLAN_HEADERS } from '../testing/import-server';
import {
  initialStateFor,
  initialWizardState,
  runRequest,
  stepStatus,
  type WizardState,
  wizardReducer,
} from './wizard-state';

const twoSheets = makeUpload([
  { name: 'Notes', rowCount: 1, headers: ['Comment'] },
  { name: 'Plans', rowCount: 3, headers: PLAN_HEADERS },
]);

const reduce = (state: WizardState, ...actions: Parameters<typeof wizardReducer>[1][]) =>
  actions.reduce(wizardReducer, state);

describe('the import steps', () => {
  it('starts with the kind a link chose (?kind=medigap), and plans for anything else', () => {
    expect(initialStateFor('medigap')).toEqual({ ...initialWizardState, kind: 'medigap' });
    expect(initialStateFor('partd').kind).toBe('plans');
    expect(initialStateFor(null)).toBe(initialWizardState);
    // A Medigap import takes no mode: it always adds or updates by the rate's key.
    const body = runRequest(
      { ...initialStateFor('medigap'), sheet: 'Rates', mapping: { carrier: 'carrier' } },
      2027,
    );
    expect(body).toEqual({ sheet: 'Rates', mapping: { carrier: 'carrier' }, planYear: 2027 });
  });

  it('skips the sheet step for a one-sheet file and maps it straight away', () => {
    const state = reduce(initialWizardState, { type: 'uploaded', upload: makeUpload() });
    expect(state.step).toBe('mapping');
    expect(stepStatus(state, 'sheet')).toBe('skipped');
    expect(stepStatus(state, 'file')).toBe('done');
    expect(stepStatus(state, 'validate')).toBe('upcoming');
    expect(state.mapping).toEqual({
      'Plan ID': 'planId',
      Carrier: 'carrier',
      'Plan Name': 'planName',
      'Plan Type': 'planType',
      Region: 'region',
      Premium: null,
    });
    expect(reduce(state, { type: 'back' }).step).toBe('file');
  });

  it('asks for the sheet of a workbook, and maps the sheet chosen', () => {
    let state = reduce(initialWizardState, { type: 'uploaded', upload: twoSheets });
    expect(state.step).toBe('sheet');
    expect(state.mapping).toEqual({ Comment: null });
    state = reduce(state, { type: 'sheet', sheet: 'Plans' }, { type: 'sheetChosen' });
    expect(state.step).toBe('mapping');
    expect(state.mapping['Plan ID']).toBe('planId');
    expect(reduce(state, { type: 'back' }).step).toBe('sheet');
  });

  it('drops the check when anything it depended on changes', () => {
    const checked = reduce(
      initialWizardState,
      { type: 'uploaded', upload: makeUpload() },
      { type: 'validated', preview: makePreview() },
    );
    expect(checked.step).toBe('validate');
    expect(reduce(checked, { type: 'map', header: 'Premium', field: 'monthlyPremium' }).preview).toBeNull();
    expect(reduce(checked, { type: 'mode', mode: 'upsert' }).preview).toBeNull();
  });

  it('starts again from the file, keeping the kind and the mode', () => {
    const state = reduce(
      initialWizardState,
      { type: 'kind', kind: 'medigap' },
      { type: 'mode', mode: 'upsert' },
      { type: 'uploaded', upload: makeUpload() },
      { type: 'restart' },
    );
    expect(state).toEqual({ ...initialWizardState, kind: 'medigap', mode: 'upsert', restarts: 1 });
  });

  it('sends the mode for plan-writing kinds only', () => {
    const plans = reduce(initialWizardState, { type: 'uploaded', upload: makeUpload() });
    const planYear = 2026;
    expect(runRequest(plans, planYear)).toEqual({
      sheet: 'plans.csv',
      mapping: plans.mapping,
      planYear,
      mode: 'create',
    });
    const network = reduce(
      plans,
      { type: 'kind', kind: 'network' },
      { type: 'uploaded', upload: makeUpload() },
    );
    expect(runRequest(network, planYear)).toEqual({ sheet: 'plans.csv', mapping: network.mapping, planYear });
  });

  it('sends the chosen plan year for rows without one; a new year drops the check; a new file keeps it', () => {
    const checked = reduce(
      initialWizardState,
      { type: 'uploaded', upload: makeUpload() },
      { type: 'validated', preview: { totalRows: 1, validRows: 1, rowErrors: [], sample: [] } },
    );
    // Not chosen: the suggested year; none while it is not known (the server then uses its default).
    expect(runRequest(checked, 2027).planYear).toBe(2027);
    expect(runRequest(checked, null)).not.toHaveProperty('planYear');
    const changed = reduce(checked, { type: 'back' }, { type: 'planYear', planYear: 2026 });
    expect(changed.preview).toBeNull();
    expect(runRequest(changed, 2027).planYear).toBe(2026);
    expect(reduce(changed, { type: 'restart' }).planYear).toBe(2026);
  });
});
