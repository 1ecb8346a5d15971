import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { requestsTo } from '../../../testing/fetch-mock';
import { mockFinderServer } from '../testing/finder-server';
import { renderHome } from '../testing/render-home';

const countySelect = () => screen.getByLabelText('County');
const countyNames = () =>
  within(countySelect())
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('County picker', () => {
  it("lists the ZIP's counties and picks the only one", async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    expect(countyNames()).toEqual(['Enter your ZIP code first']);

    await user.type(screen.getByLabelText('ZIP Code'), '73099');
    await waitFor(() =>
      expect(countyNames()).toEqual(['Select your county', 'Canadian County', 'Oklahoma County']),
    );
    expect(countySelect()).toHaveValue('');

    await user.clear(screen.getByLabelText('ZIP Code'));
    await user.type(screen.getByLabelText('ZIP Code'), '74012');
    await waitFor(() => expect(countySelect()).toHaveValue('Tulsa'));
    expect(countyNames()).toEqual(['Select your county', 'Tulsa County']);
  });

  it('drops a county that belongs to the previous ZIP', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await user.type(screen.getByLabelText('ZIP Code'), '73099');
    await waitFor(() => expect(countyNames()).toContain('Oklahoma County'));
    await user.selectOptions(countySelect(), 'Oklahoma');

    await user.clear(screen.getByLabelText('ZIP Code'));
    await user.type(screen.getByLabelText('ZIP Code'), '74012');
    await waitFor(() => expect(countySelect()).toHaveValue('Tulsa'));
  });

  it('says when a ZIP has no counties, and which state ClearPlan covers', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await user.type(screen.getByLabelText('ZIP Code'), '99999');
    expect(
      await screen.findByText(
        'ZIP 99999 is not an Oklahoma ZIP code we know. ClearPlan covers Medicare plans in Oklahoma only: please check the ZIP code.',
      ),
    ).toBeInTheDocument();
  });

  it('takes digits only in the ZIP field', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    const zip = screen.getByLabelText(/ZIP Code/);
    await user.type(zip, '7a4 0-12');
    expect(zip).toHaveValue('74012');
    await waitFor(() => expect(screen.getByLabelText('County')).toHaveValue('Tulsa'));
  });

  it('manual mode clears the county, lists all counties and warns about a county outside the ZIP', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await user.type(screen.getByLabelText('ZIP Code'), '74012');
    await waitFor(() => expect(countySelect()).toHaveValue('Tulsa'));

    await user.click(screen.getByLabelText('My County is not listed'));
    expect(countySelect()).toHaveValue('');
    await waitFor(() =>
      expect(countyNames()).toEqual([
        'Select your county',
        'Canadian County',
        'Oklahoma County',
        'Texas County',
        'Tulsa County',
        'Wagoner County',
      ]),
    );

    await user.selectOptions(countySelect(), 'Wagoner');
    expect(await screen.findByText('County Mismatch Warning')).toBeInTheDocument();
    expect(
      screen.getByText(/^Wagoner County is not one of the counties we know for ZIP 74012\./),
    ).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'POST', '/api/counties/validate').at(-1)?.init?.body).toBe(
      JSON.stringify({ zipCode: '74012', county: 'Wagoner' }),
    );

    // Oklahoma's Texas County reads as a county, never as the state; the value sent stays its name.
    await user.selectOptions(countySelect(), 'Texas County');
    expect(countySelect()).toHaveValue('Texas');
    expect(await screen.findByText(/^Texas County is not one of the counties we know/)).toBeInTheDocument();

    await user.selectOptions(countySelect(), 'Tulsa');
    await waitFor(() => expect(screen.queryByText('County Mismatch Warning')).not.toBeInTheDocument());

    // Unchecking clears the county again and goes back to the ZIP's list (which picks Tulsa).
    await user.click(screen.getByLabelText('My County is not listed'));
    await waitFor(() => expect(countyNames()).toEqual(['Select your county', 'Tulsa County']));
  });

  it('sends isCustomCounty with the submission', async () => {
    const fetchMock = mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await user.type(screen.getByLabelText('First Name'), 'Ada');
    await user.type(screen.getByLabelText('Last Name'), 'Lovelace');
    await user.type(screen.getByLabelText('Date of Birth'), '1950-12-10');
    await user.type(screen.getByLabelText('ZIP Code'), '74012');
    await user.click(screen.getByLabelText('My County is not listed'));
    await waitFor(() => expect(countyNames()).toContain('Wagoner County'));
    await user.selectOptions(countySelect(), 'Wagoner');
    await user.click(screen.getByRole('button', { name: 'Next: Medications & Doctors' }));
    await user.click(await screen.findByLabelText("I don't take any medications"));
    await user.click(screen.getByLabelText("I don't have any current doctors"));
    await user.click(screen.getByRole('button', { name: 'Find My Plans' }));

    await waitFor(() => expect(requestsTo(fetchMock, 'POST', '/api/medicare/submit')).toHaveLength(1));
    const body = JSON.parse(String(requestsTo(fetchMock, 'POST', '/api/medicare/submit')[0]?.init?.body));
    expect(body).toMatchObject({ county: 'Wagoner', isCustomCounty: true, zipCode: '74012' });
  });
});

describe('Doctor search radius', () => {
  it('defaults to 20 miles and takes a preset', async () => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    const group = screen.getByRole('group', { name: 'Doctor Search Radius' });
    expect(within(group).getByLabelText('20 miles')).toBeChecked();
    expect(within(group).getByText('20 miles', { selector: 'strong' })).toBeInTheDocument();

    await user.click(within(group).getByLabelText('50 miles'));
    expect(within(group).getByText('50 miles', { selector: 'strong' })).toBeInTheDocument();
  });

  it.each([
    ['0', 'Radius must be at least 1 mile'],
    ['201', 'Radius cannot exceed 200 miles'],
    ['1.5', 'Radius must be a whole number of miles'],
    ['abc', 'Radius must be a number'],
  ])('disables Apply for %s and says "%s"', async (text, message) => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await user.click(screen.getByLabelText('Custom', { exact: true }));
    const input = screen.getByLabelText('Custom radius in miles');
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    await user.type(input, text);
    expect(apply).toBeDisabled();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`A whole number from 1 to 200. ${message}`);
  });

  it.each(['1', '200'])('applies a custom radius of %s', async (text) => {
    mockFinderServer();
    const user = userEvent.setup({ delay: null });
    await renderHome();
    await user.click(screen.getByLabelText('Custom', { exact: true }));
    await user.type(screen.getByLabelText('Custom radius in miles'), text);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeEnabled();

    await user.click(apply);
    const shown = text === '1' ? '1 mile' : '200 miles';
    expect(screen.getByText(shown, { selector: 'strong' })).toBeInTheDocument();
  });
});
