/**
 * One doctors-in-network count on the card and in the compare table (issue 36, item 5): with one
 * doctor picked from the directory (in network) and one typed by hand, both say "1 of 1" and the
 * card names the typed doctor as not in our directory. The reasons and the PDF say the same
 * count (src/server/routes/medicare/doctor-count.test.ts).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { makeDoctor, makePlan } from '../testing/results-factories';
import { CompareTable } from './compare-table';
import { PlanCardCoverage } from './plan-card';

const plan = makePlan({
  doctorsInNetwork: 1,
  totalDoctors: 1,
  doctors: [
    makeDoctor({ name: 'Lee, Anna' }),
    makeDoctor({ name: 'Hand Typed', providerId: null, matched: false, inNetwork: false, counted: false }),
  ],
});

describe('the doctors count', () => {
  it('card: "Doctors in network: 1 of 1", the typed doctor named as not in our directory', () => {
    renderWithProviders(<PlanCardCoverage plan={plan} />);
    expect(screen.getByText('Doctors in network: 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('Network status unknown: 1 doctor not in our directory')).toBeInTheDocument();
    expect(screen.getByText('Hand Typed: ask the plan')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/of 2/);
  });

  it('compare table: the same 1 of 1', () => {
    renderWithProviders(
      <CompareTable columns={[plan]} selectedCount={1} onRemove={() => {}} onClear={() => {}} />,
    );
    const row = screen.getByRole('rowheader', { name: 'Doctors in network' }).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('1 of 1');
  });
});
