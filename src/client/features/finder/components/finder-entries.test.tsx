import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../testing/fetch-mock';
import { addMedication, mockFinderServer } from '../testing/finder-server';
import { renderStepTwo } from '../testing/render-home';

const medicationList = () => screen.getByRole('list', { name: 'Your medication list' });
const doctorList = () => screen.getByRole('list', { name: 'Your doctor list' });
const medications = () => within(screen.getByRole('region', { name: 'Your Medications' }));
const doctors = () => within(screen.getByRole('region', { name: 'Your Doctors' }));

/** The field is marked invalid and its error, with this text, is tied to it by aria-describedby. */
function expectMarked(field: HTMLElement, message: string) {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}

describe('Medication entry', () => {
  it('suggests drugs from 2 characters, with a full combobox contract', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderStepTwo();
    const input = screen.getByRole('combobox', { name: 'Medication Name' });

    await user.type(input, 'a');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 't');
    expect(await screen.findByRole('option', { name: /^Atorvastatin/ })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Medication suggestions' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);

    await user.keyboard('{ArrowDown}');
    const active = within(listbox).getAllByRole('option')[0];
    expect(input).toHaveAttribute('aria-activedescendant', active?.id);
    expect(active).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.clear(input);
    await user.type(input, 'zz');
    expect(
      await screen.findByText(
        '"zz" is not in our drug list. Try its brand or generic name, or check the spelling; we can only price drugs chosen from the list.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps dosage disabled until a drug is chosen, and choosing resets dosage and quantity', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderStepTwo();
    const dosage = screen.getByLabelText('Dosage');
    expect(dosage).toBeDisabled();

    await user.type(screen.getByLabelText('Medication Name'), 'ator');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Medication Name')).toHaveValue('Atorvastatin');
    expect(dosage).toBeEnabled();
    expect(
      within(dosage)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a dosage', '10 mg tablet', '20 mg tablet']);
    await user.selectOptions(dosage, '20 mg tablet');
    await user.type(screen.getByLabelText('Quantity'), '6x0');
    expect(screen.getByLabelText('Quantity')).toHaveValue('60'); // digits only

    await user.clear(screen.getByLabelText('Medication Name'));
    await user.type(screen.getByLabelText('Medication Name'), 'metf');
    await user.click(await screen.findByRole('option', { name: /^Metformin/ }));
    expect(dosage).toHaveValue('');
    expect(screen.getByLabelText('Quantity')).toHaveValue('');
    expect(screen.getByLabelText('Frequency')).toHaveValue('monthly');
    // Every 2 months (60-day fills) sits between monthly and quarterly.
    expect(
      within(screen.getByLabelText('Frequency'))
        .getAllByRole('option')
        .map((o) => [o.getAttribute('value'), o.textContent]),
    ).toEqual([
      ['monthly', 'Monthly (30-day supply)'],
      ['bimonthly', 'Every 2 months (60-day supply)'],
      ['quarterly', 'Quarterly (90-day supply)'],
      ['yearly', 'Yearly'],
    ]);
  });

  it('refuses an incomplete medication with the toast and adds a complete one', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderStepTwo();

    await user.click(medications().getByRole('button', { name: 'Add to List' }));
    expect(await screen.findByText('Incomplete medication')).toBeInTheDocument();
    // Spec §5's words, then which fields are blank; the first is marked and has focus.
    expect(
      screen.getByText(
        'Please fill in all medication fields before adding to list. Still to fill in: Medication Name, Dosage, Quantity.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No medications added yet.')).toBeInTheDocument();
    const name = screen.getByRole('combobox', { name: 'Medication Name' });
    expect(name).toHaveFocus();
    expectMarked(name, 'Medication name is required');
    expectMarked(screen.getByLabelText('Quantity'), 'Quantity is required');

    await addMedication(user, 'ator', 'Atorvastatin', '20 mg tablet', '90');
    expect(await screen.findByText('Medication added!')).toBeInTheDocument();
    expect(
      within(medicationList()).getByText('20 mg tablet · 90 tablets · Monthly (30-day supply)'),
    ).toBeInTheDocument();
    // The entry starts fresh.
    expect(screen.getByLabelText('Medication Name')).toHaveValue('');
    expect(screen.getByLabelText('Dosage')).toBeDisabled();
  });

  it('says when a typed name was not picked from the list, and offers the suggestions', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderStepTwo();
    const name = screen.getByRole('combobox', { name: 'Medication Name' });
    await user.type(name, 'lisinopirl');
    await user.type(screen.getByLabelText('Quantity'), '30');
    await user.click(medications().getByRole('button', { name: 'Add to List' }));

    expect(await screen.findByText('No medication picked from the list')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You typed "lisinopirl" but did not pick a medication from the list. Choose one of the suggestions under the name, or check the spelling.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Incomplete medication')).not.toBeInTheDocument();
    expect(name).toHaveFocus();
    expectMarked(name, 'No medication was picked from the list. Did you mean one of these?');
    const offered = screen.getByRole('list', {
      name: 'No medication was picked from the list. Did you mean one of these?',
    });
    await user.click(within(offered).getByRole('button', { name: 'Lisinopril' }));

    expect(name).toHaveValue('Lisinopril');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Dosage')).toBeEnabled();
    // Still incomplete (no dosage yet, the quantity reset by the choice): now the blank fields are named.
    await user.click(medications().getByRole('button', { name: 'Add to List' }));
    expect(
      await screen.findByText(
        'Please fill in all medication fields before adding to list. Still to fill in: Dosage, Quantity.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Dosage')).toHaveFocus();
    expectMarked(screen.getByLabelText('Dosage'), 'Dosage is required');
  });

  it('asks before adding a quantity above the usual monthly supply, and keeps it when confirmed', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderStepTwo();
    await user.type(screen.getByLabelText('Medication Name'), 'ator');
    await user.click(await screen.findByRole('option', { name: /^Atorvastatin/ }));
    await user.selectOptions(screen.getByLabelText('Dosage'), '20 mg tablet');
    await user.click(screen.getByLabelText('Quantity'));
    await user.paste('900');
    await user.click(medications().getByRole('button', { name: 'Add to List' }));
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      '900 tablets a month is more than people usually take (usually 1–240 tablets a month). Check the amount.',
    );
    expect(screen.getByText('No medications added yet.')).toBeInTheDocument();

    // Changing the amount goes back to the box; a fill within the usual range adds at once.
    await user.click(within(warning).getByRole('button', { name: 'Change the amount' }));
    expect(screen.getByLabelText('Quantity')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Frequency'), 'quarterly');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.paste('600');
    await user.click(medications().getByRole('button', { name: 'Add to List' }));
    expect(
      within(medicationList()).getByText('20 mg tablet · 600 tablets · Quarterly (90-day supply)'),
    ).toBeInTheDocument();

    // Editing it to 900 a month asks again; "Keep" saves it as typed.
    await user.click(within(medicationList()).getByRole('button', { name: /^Atorvastatin/ }));
    await user.selectOptions(screen.getByLabelText('Frequency'), 'monthly');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.paste('900');
    await user.click(medications().getByRole('button', { name: 'Update List' }));
    await user.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Keep 900 tablets' }),
    );
    expect(
      within(medicationList()).getByText('20 mg tablet · 900 tablets · Monthly (30-day supply)'),
    ).toBeInTheDocument();
  });

  it('edits a row: loads it, Update List replaces it, Cancel leaves it alone, Remove deletes it', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderStepTwo();
    await addMedication(user, 'ator', 'Atorvastatin', '20 mg tablet');
    await addMedication(user, 'lisi', 'Lisinopril', '10 mg tablet', '60');

    await user.click(within(medicationList()).getByRole('button', { name: /^Atorvastatin/ }));
    expect(screen.getByRole('heading', { name: 'Edit medication' })).toBeInTheDocument();
    expect(screen.getByLabelText('Medication Name')).toHaveValue('Atorvastatin');
    expect(screen.getByLabelText('Dosage')).toHaveValue('20 mg tablet');
    expect(medications().queryByRole('button', { name: 'Add to List' })).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Frequency'), 'quarterly');
    await user.click(medications().getByRole('button', { name: 'Update List' }));
    expect(within(medicationList()).getAllByRole('listitem')).toHaveLength(2);
    expect(
      within(medicationList()).getByText('20 mg tablet · 30 tablets · Quarterly (90-day supply)'),
    ).toBeInTheDocument();
    expect(medications().getByRole('button', { name: 'Add to List' })).toBeInTheDocument();

    await user.click(within(medicationList()).getByRole('button', { name: /^Lisinopril/ }));
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '120');
    await user.click(medications().getByRole('button', { name: 'Cancel' }));
    expect(
      within(medicationList()).getByText('10 mg tablet · 60 tablets · Monthly (30-day supply)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Medication Name')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Remove Atorvastatin' }));
    expect(within(medicationList()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Remove Atorvastatin' })).not.toBeInTheDocument();
  });

  it('"I don\'t take any medications" hides the list and the entry, and unticking brings them back', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderStepTwo();
    await addMedication(user, 'ator', 'Atorvastatin', '20 mg tablet');
    await user.type(screen.getByLabelText('Medication Name'), 'Metf');

    await user.click(screen.getByLabelText("I don't take any medications"));
    expect(screen.queryByLabelText('Medication Name')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your medication list' })).not.toBeInTheDocument();
    expect(
      medications().getByText(
        'We keep the medication you listed, unused while this box is ticked: untick it to bring it back.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByLabelText("I don't take any medications"));
    expect(screen.getByLabelText('Medication Name')).toHaveValue('Metf');
    expect(within(medicationList()).getByText('Atorvastatin')).toBeInTheDocument();
  });
});

describe('Doctor entry', () => {
  it('searches the directory near the ZIP and fills name, specialty and the provider id', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderStepTwo({ zipCode: '73099', county: 'Canadian' });

    await user.type(screen.getByLabelText('Doctor Name'), 'smi');
    const option = await screen.findByRole('option', { name: /^Smith, Jane/ });
    expect(option).toHaveTextContent('Cardiology · Yukon, OK · 3.2 mi');
    expect(screen.getByRole('option', { name: /^Smithson Family Clinic/ })).toHaveTextContent(
      'Unknown · Mustang, OK',
    );
    // A doctor of the sample directory says so, in words and to a screen reader (issue 36); a
    // real one does not.
    const clinic = screen.getByRole('option', {
      name: /^Smithson Family Clinic, Sample listing, not a real provider ?Unknown/,
    });
    expect(within(clinic).getByText('Sample')).toBeVisible();
    expect(within(option).queryByText('Sample')).not.toBeInTheDocument();
    expect(option).not.toHaveTextContent('Sample listing');
    const search = requestsTo(fetchMock, 'POST', '/api/providers/search');
    // Debounced: one request for "smi", none for "s" or "sm" typed moments before; the name and
    // the ZIP travel in the body, never the URL.
    expect(search.map(({ url }) => url.search)).toEqual(['']);
    expect(search.map(({ init }) => JSON.parse(String(init?.body)))).toEqual([
      { q: 'smi', userZip: '73099', radius: 20 },
    ]);

    await user.click(option);
    expect(screen.getByLabelText('Doctor Name')).toHaveValue('Smith, Jane');
    expect(screen.getByLabelText('Specialty')).toHaveValue('Cardiology');
    await user.click(doctors().getByRole('button', { name: 'Add to List' }));
    expect(await screen.findByText('Doctor added!')).toBeInTheDocument();
    expect(within(doctorList()).getByText('Smith, Jane')).toBeInTheDocument();
  });

  it('says when nobody matches near the ZIP', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderStepTwo({ doctorSearchRadius: 50 });

    await user.type(screen.getByLabelText('Doctor Name'), 'zq');
    expect(await screen.findByText('No doctors found.')).toBeInTheDocument();
    expect(
      requestsTo(fetchMock, 'POST', '/api/providers/search').map(({ init }) =>
        JSON.parse(String(init?.body)),
      ),
    ).toEqual([{ q: 'zq', userZip: '74012', radius: 50 }]);
  });

  it('refuses an incomplete doctor, and edits and removes rows', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderStepTwo();

    await user.type(screen.getByLabelText('Doctor Name'), 'Dr. Who');
    await user.click(doctors().getByRole('button', { name: 'Add to List' }));
    expect(await screen.findByText('Incomplete doctor information')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Please fill in all doctor fields before adding to list. Still to fill in: Specialty.',
      ),
    ).toBeInTheDocument();
    // The blank field is marked, named and focused; the typed name is not marked.
    const specialty = screen.getByLabelText('Specialty');
    expect(specialty).toHaveFocus();
    expectMarked(specialty, 'Specialty is required');
    expect(screen.getByRole('combobox', { name: 'Doctor Name' })).not.toHaveAttribute('aria-invalid');

    await user.type(specialty, 'Family');
    expect(specialty).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Specialty is required')).not.toBeInTheDocument();
    await user.type(specialty, ' Medicine{Enter}');
    expect(within(doctorList()).getByText('Dr. Who')).toBeInTheDocument();

    await user.click(within(doctorList()).getByRole('button', { name: /^Dr\. Who/ }));
    expect(screen.getByLabelText('Specialty')).toHaveValue('Family Medicine');
    await user.clear(screen.getByLabelText('Specialty'));
    await user.type(screen.getByLabelText('Specialty'), 'Geriatrics');
    await user.click(doctors().getByRole('button', { name: 'Update List' }));
    expect(within(doctorList()).getByText('Geriatrics')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Dr. Who' }));
    await waitFor(() => expect(screen.getByText('No doctors added yet.')).toBeInTheDocument());
  });
});
