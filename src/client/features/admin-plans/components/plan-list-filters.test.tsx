import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_PLAN_TYPES } from '../../../../shared/plan-types';
import { json, mockFetch } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';
import { planListPage } from '../testing/admin-plan-factory';

const session = () =>
  json({ authenticated: true, user: { email: 'admin@clearplan.example', role: 'admin' } });
const optionTexts = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

beforeAll(() => import('./plan-table-page'));

describe('Plan list filters: one list of carriers and plan types (issue 16)', () => {
  it('offers each carrier and plan type once, under the catalogue’s name, whatever spellings arrive', async () => {
    mockFetch({
      'GET /api/admin/session': session,
      // As an older server (or a cached answer) may send them: near-duplicates side by side.
      'GET /api/admin/plans/options': () =>
        json({
          carriers: [
            'Blue Cross and Blue Shield of Oklahoma',
            'Blue Cross Blue Shield of Oklahoma',
            'Humana',
            'UnitedHealth',
            'UnitedHealthcare',
          ],
          planTypes: ['HMO C-SNP', 'HMO CSNP', 'hmo'],
          regions: ['Oklahoma'],
        }),
      'GET /api/admin/plans': () => json(planListPage([])),
    });
    renderRoute('/admin/plans');
    await waitFor(() => expect(optionTexts('Carrier')).toHaveLength(4));
    expect(optionTexts('Carrier')).toEqual([
      'All carriers',
      'Blue Cross Blue Shield of Oklahoma',
      'Humana',
      'UnitedHealthcare',
    ]);
    expect(optionTexts('Plan type')).toEqual(['All plan types', ...KNOWN_PLAN_TYPES]);
    expect(optionTexts('Plan type')).not.toContain('HMO CSNP');
  });

  it('shows a link’s older spelling as the catalogue name it filters by', async () => {
    mockFetch({
      'GET /api/admin/session': session,
      'GET /api/admin/plans/options': () =>
        json({ carriers: ['UnitedHealthcare'], planTypes: ['HMO C-SNP'], regions: ['Oklahoma'] }),
      'GET /api/admin/plans': () => json(planListPage([])),
    });
    renderRoute('/admin/plans?carrier=UnitedHealth&planType=HMO%20CSNP');
    await waitFor(() => expect(screen.getByLabelText('Carrier')).toHaveValue('UnitedHealthcare'));
    expect(screen.getByLabelText('Plan type')).toHaveValue('HMO C-SNP');
    expect(optionTexts('Carrier')).toEqual(['All carriers', 'UnitedHealthcare']);
  });
});
