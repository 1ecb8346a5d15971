/**
 * A card's "Why this plan" (issue 37 item 8): the engine's three first reasons (cost, premium,
 * coverage come first), the rest behind a "More reasons" button a keyboard opens and closes.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { PlanReasons } from './plan-card';

const REASONS = [
  'Estimated yearly cost $1,500.',
  '$0 monthly premium.',
  'Covers 2 of your 2 medications.',
  'Your doctor is in network.',
  'Rated 4.5 out of 5 stars.',
];

const items = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('PlanReasons', () => {
  it('shows the first three reasons and opens the rest with the keyboard', async () => {
    renderWithProviders(<PlanReasons reasons={REASONS} />);
    expect(screen.getByRole('heading', { name: 'Why this plan' })).toBeInTheDocument();
    expect(items()).toEqual(REASONS.slice(0, 3));
    const more = screen.getByRole('button', { name: 'More reasons (2 more)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', screen.getByRole('list').id);

    const user = userEvent.setup();
    more.focus();
    await user.keyboard('{Enter}');
    expect(items()).toEqual(REASONS);
    const fewer = screen.getByRole('button', { name: 'Fewer reasons' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(items()).toEqual(REASONS.slice(0, 3));
  });

  it('has no button when there are three reasons or fewer', () => {
    renderWithProviders(<PlanReasons reasons={REASONS.slice(0, 3)} />);
    expect(items()).toEqual(REASONS.slice(0, 3));
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('speaks Spanish on a Spanish page', () => {
    renderWithProviders(<PlanReasons reasons={REASONS} />, { language: 'es' });
    expect(screen.getByRole('button', { name: 'Más razones (2 más)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
