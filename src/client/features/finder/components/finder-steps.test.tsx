import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  addMedication,
  fillPersonal,
  mockFinderServer,
  nextStep,
  saveOnStepTwo,
} from '../testing/finder-server';
import { renderHome } from '../testing/render-home';

const STEP_ONE = 'Step 1 of 3: Personal Information';
const STEP_TWO = 'Step 2 of 3: Medications & Doctors';
const heading = (name: string) => screen.findByRole('heading', { level: 2, name });
const percent = () =>
  screen.getByRole('progressbar', { name: 'Form progress' }).getAttribute('aria-valuenow');
const medicationList = () => screen.getByRole('list', { name: 'Your medication list' });

describe('The finder in steps', () => {
  it('moves between the steps with Next, Back and the browser, keeping every entry', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    const { router } = await renderHome();
    expect(await heading(STEP_ONE)).toBeVisible();
    expect(percent()).toBe('33');
    expect(screen.queryByRole('region', { name: 'Your Medications' })).not.toBeInTheDocument();

    await fillPersonal(user);
    expect(await heading(STEP_TWO)).toHaveFocus();
    expect(percent()).toBe('66');
    expect(router.state.location.search).toBe('?step=2');
    expect(screen.queryByLabelText('First Name')).not.toBeVisible();
    await addMedication(user, 'ator', 'Atorvastatin', '20 mg tablet');
    await user.click(screen.getByLabelText("I don't have any current doctors"));

    await user.click(screen.getByRole('button', { name: 'Back: Personal Information' }));
    expect(await heading(STEP_ONE)).toHaveFocus();
    // Back after Next goes back one entry, as the browser's Back does: no step 1 after step 2.
    expect(router.state.historyAction).toBe('POP');
    expect(percent()).toBe('33');
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('County')).toHaveValue('Tulsa');

    await nextStep(user);
    expect(within(medicationList()).getByText('Atorvastatin')).toBeInTheDocument();
    expect(screen.getByLabelText("I don't have any current doctors")).toBeChecked();

    // The browser's Back button goes to step 1 too, and Forward to step 2, with nothing lost.
    await router.navigate(-1);
    expect(await heading(STEP_ONE)).toHaveFocus();
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    await router.navigate(1);
    expect(await heading(STEP_TWO)).toHaveFocus();
    expect(within(medicationList()).getByText('Atorvastatin')).toBeInTheDocument();
  });

  it('opens the address of step 2 only with step 1 done: restored, or else at step 1', async () => {
    mockFinderServer();
    const first = await renderHome({ path: '/?step=2' });
    expect(await heading(STEP_ONE)).toBeVisible();
    await waitFor(() => expect(first.router.state.location.search).toBe(''));
    // Nothing is marked: the person has not pressed Next yet.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    first.unmount();

    // Saved on step 2, but without a name (step 1 not done): step 1.
    saveOnStepTwo({ firstName: '' });
    const second = await renderHome({ path: '/?step=2' });
    await screen.findByText('Progress restored!');
    await waitFor(() => expect(second.router.state.location.search).toBe(''));
    expect(await heading(STEP_ONE)).toBeVisible();
    second.unmount();

    // Saved on step 2 with step 1 done: a reload there, or the finder opened at /, shows step 2.
    saveOnStepTwo();
    const third = await renderHome();
    expect(await heading(STEP_TWO)).toBeVisible();
    expect(third.router.state.location.search).toBe('?step=2');
    expect(percent()).toBe('66');
  });
});
