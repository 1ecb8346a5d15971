import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FormularyEntry, NetworkProvider } from '../../../../shared/plan-catalogue-contracts';
import { json, type MockRequest, mockFetch, requestsTo } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { EDITOR_PATH, PLAN_PATH, seededPlan, session } from '../testing/advanced-fixtures';

const FORMULARY = `${PLAN_PATH}/formulary`;
const NETWORK = `${PLAN_PATH}/network`;

const entry = (
  medicationName: string,
  tier: number,
  flags: Partial<FormularyEntry> = {},
): FormularyEntry => ({
  medicationName,
  tier,
  priorAuthorization: false,
  quantityLimit: false,
  stepTherapy: false,
  ...flags,
});
const drug = (name: string, genericName: string) => ({
  name,
  genericName,
  category: null,
  description: null,
  availableDosages: [],
});
const smith: NetworkProvider = { id: 42, name: 'Smith, Jane', specialty: 'Cardiology', city: 'Tulsa' };

type Handlers = Record<string, (request: MockRequest) => Response | Promise<Response>>;

/** A small in-memory formulary and network behind the mocked endpoints. */
function mockCatalogueServer(overrides: Handlers = {}) {
  let entries = [entry('Eliquis', 3, { priorAuthorization: true })];
  let providers = [smith];
  return mockFetch({
    'GET /api/admin/session': session,
    [`GET ${PLAN_PATH}`]: () => json(seededPlan()),
    'GET /api/admin/plans': () => json({ plans: [], total: 0, page: 1, limit: 25 }),
    [`GET ${FORMULARY}`]: () => json({ entries }),
    [`PUT ${FORMULARY}/Eliquis`]: ({ body }) => {
      entries = entries.map((e) => (e.medicationName === 'Eliquis' ? { ...e, ...(body as object) } : e));
      return json(entries[0]);
    },
    [`PUT ${FORMULARY}/Atorvastatin`]: ({ body }) => {
      const added = { ...entry('Atorvastatin', 1), ...(body as object) };
      entries = [added, ...entries];
      return json(added);
    },
    [`DELETE ${FORMULARY}/Eliquis`]: () => {
      entries = entries.filter((e) => e.medicationName !== 'Eliquis');
      return json({ deleted: 1 });
    },
    'GET /api/medication-lookup': () =>
      json([
        drug('Atorvastatin', 'atorvastatin'),
        drug('Eliquis', 'apixaban'),
        drug('Lipitor', 'atorvastatin'),
      ]),
    [`GET ${NETWORK}`]: () => json({ providers, total: providers.length }),
    'POST /api/providers/search': () =>
      json([
        {
          id: 77,
          lastNameOrOrgName: 'Nguyen',
          firstName: 'An',
          primarySpecialty: 'Family Medicine',
          npi: '1234567890',
          city: 'Norman',
          state: 'OK',
          zipCode: '73069',
        },
      ]),
    [`PUT ${NETWORK}/77`]: () => {
      const added = { id: 77, name: 'Nguyen, An', specialty: 'Family Medicine', city: 'Norman' };
      providers = [...providers, added];
      return json(added);
    },
    [`DELETE ${NETWORK}/42`]: () => {
      providers = providers.filter((p) => p.id !== 42);
      return json({ deleted: 1 });
    },
    ...overrides,
  });
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  JSON.parse(String(requestsTo(fetchMock, method, path)[0]?.init?.body));

async function openCatalogueTab(user: ReturnType<typeof userEvent.setup>) {
  renderRoute(EDITOR_PATH);
  await user.click(await screen.findByRole('tab', { name: 'Formulary & Network' }));
  return within(await screen.findByRole('region', { name: 'Drugs on this formulary (1)' }));
}

describe('Comprehensive Plan Editor: formulary and network', () => {
  it('lists the formulary, changes a tier in place, adds a drug from the catalogue and removes one', async () => {
    const fetchMock = mockCatalogueServer();
    const user = userEvent.setup();
    const table = await openCatalogueTab(user);

    expect(table.getByRole('rowheader', { name: 'Eliquis' })).toBeInTheDocument();
    expect(table.getByRole('checkbox', { name: 'Prior authorization for Eliquis' })).toBeChecked();
    await user.selectOptions(table.getByRole('combobox', { name: 'Tier for Eliquis' }), 'Tier 2');
    expect(await screen.findByText('Formulary updated')).toBeInTheDocument();
    expect(screen.getByText('Eliquis: tier 2, prior authorization.')).toBeInTheDocument();
    // The formulary of the plan's own year: every call names it.
    expect(requestsTo(fetchMock, 'GET', FORMULARY)[0]?.url.search).toBe('?year=2026');
    expect(requestsTo(fetchMock, 'PUT', `${FORMULARY}/Eliquis`)[0]?.url.search).toBe('?year=2026');
    expect(bodyOf(fetchMock, 'PUT', `${FORMULARY}/Eliquis`)).toEqual({
      tier: 2,
      priorAuthorization: true,
      quantityLimit: false,
      stepTherapy: false,
    });

    // Add a drug: search the catalogue, pick it, choose its tier and a restriction.
    await user.type(screen.getByRole('combobox', { name: 'Drug' }), 'atorva');
    const options = await within(screen.getByRole('listbox', { name: 'Matching drugs' })).findAllByRole(
      'option',
    );
    // Eliquis is already on the formulary; Lipitor matches by its generic name.
    expect(options.map((o) => o.textContent)).toEqual(['Atorvastatin', 'Lipitor (atorvastatin)']);
    await user.click(options[0] as HTMLElement);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'Tier 1');
    await user.click(screen.getByRole('checkbox', { name: 'Quantity limit' }));
    await user.click(screen.getByRole('button', { name: 'Save Drug' }));

    expect(await screen.findByText('Drug added')).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'PUT', `${FORMULARY}/Atorvastatin`)).toEqual({
      tier: 1,
      priorAuthorization: false,
      quantityLimit: true,
      stepTherapy: false,
    });
    const grown = within(await screen.findByRole('region', { name: 'Drugs on this formulary (2)' }));
    expect(grown.getByRole('rowheader', { name: 'Atorvastatin' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Drug' })).toHaveValue('');

    await user.click(grown.getByRole('button', { name: 'Remove Eliquis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove drug from formulary' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Drug' }));
    expect(await screen.findByText('Drug removed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE', `${FORMULARY}/Eliquis`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'Eliquis' })).not.toBeInTheDocument());
  });

  it('asks for a drug and a tier before saving, and shows the server error when saving fails', async () => {
    const fetchMock = mockCatalogueServer({
      [`PUT ${FORMULARY}/Atorvastatin`]: () =>
        json({ error: 'Unknown medication', code: 'VALIDATION' }, { status: 400 }),
    });
    const user = userEvent.setup();
    await openCatalogueTab(user);

    await user.click(screen.getByRole('button', { name: 'Save Drug' }));
    expect(screen.getByRole('combobox', { name: 'Drug' })).toHaveAccessibleDescription(
      'Choose a drug from the list',
    );
    expect(screen.getByRole('combobox', { name: 'Drug' })).toHaveFocus();
    await user.type(screen.getByRole('combobox', { name: 'Drug' }), 'Atorvastatin');
    await user.click(screen.getByRole('button', { name: 'Save Drug' }));
    expect(screen.getByRole('combobox', { name: 'Tier' })).toHaveAccessibleDescription(
      'Tier must be a whole number from 1 to 6',
    );
    expect(requestsTo(fetchMock, 'PUT', `${FORMULARY}/Atorvastatin`)).toHaveLength(0);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Tier' }), 'Tier 4');
    await user.click(screen.getByRole('button', { name: 'Save Drug' }));
    expect(await screen.findByText('Formulary update failed')).toBeInTheDocument();
    expect(screen.getByText('Unknown medication')).toBeInTheDocument();
    // The typed drug stays, so the admin can correct it.
    expect(screen.getByRole('combobox', { name: 'Drug' })).toHaveValue('Atorvastatin');
  });

  it('lists the network, adds a doctor found by search and removes one', async () => {
    const fetchMock = mockCatalogueServer();
    const user = userEvent.setup();
    await openCatalogueTab(user);

    const list = within(await screen.findByRole('list', { name: 'Doctors in this network' }));
    expect(list.getByText('Smith, Jane')).toBeInTheDocument();
    expect(list.getByText('Cardiology · Tulsa')).toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Doctor' }), 'nguy');
    // The search waits for a pause in typing: allow for it on a busy machine.
    await user.click(await screen.findByRole('option', { name: /Nguyen, An/ }));
    expect(screen.getByText(/Selected:/)).toHaveTextContent(
      'Selected: Nguyen, An (Family Medicine · Norman, OK)',
    );
    await user.click(screen.getByRole('button', { name: 'Add Doctor' }));

    expect(await screen.findByText('Doctor added')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', `${NETWORK}/77`)).toHaveLength(1);
    const [search] = requestsTo(fetchMock, 'POST', '/api/providers/search');
    expect(JSON.parse(String(search?.init?.body))).toEqual({ q: 'nguy' });
    expect(await screen.findByText('Nguyen, An')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Smith, Jane' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove doctor from network' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove Doctor' }));
    expect(await screen.findByText('Doctor removed')).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'DELETE', `${NETWORK}/42`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Smith, Jane')).not.toBeInTheDocument());
  });

  it('says "Network update failed" with the server text when a removal fails', async () => {
    mockCatalogueServer({
      [`DELETE ${NETWORK}/42`]: () =>
        json({ error: "This doctor is not in the plan's network", code: 'NOT_FOUND' }, { status: 404 }),
    });
    const user = userEvent.setup();
    await openCatalogueTab(user);

    await user.click(await screen.findByRole('button', { name: 'Remove Smith, Jane' }));
    await user.click(await screen.findByRole('button', { name: 'Remove Doctor' }));
    expect(await screen.findByText('Network update failed')).toBeInTheDocument();
    expect(screen.getByText("This doctor is not in the plan's network")).toBeInTheDocument();
  });
});
