import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '../lib/toast';
import { json, mockFetch } from '../testing/fetch-mock';
import { renderRoute } from '../testing/render';

describe('Toasts and pages', () => {
  it("ends a page's toasts when the next page opens, and keeps the one the navigating action made", async () => {
    mockFetch({ 'POST /api/medicare/users/search': () => json([]) });
    const user = userEvent.setup();
    const { router } = renderRoute('/help');
    await screen.findByRole('heading', { level: 1, name: 'Help Center' });

    act(() => {
      toast.success('Doctor added!');
    });
    expect(await screen.findByText('Doctor added!')).toBeInTheDocument();
    // The announcement goes through the toaster's live region.
    expect(screen.getByText('Doctor added!').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'History' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Search History' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Doctor added!')).not.toBeInTheDocument());

    // A toast made by the action that changes the page is for the next page.
    act(() => {
      toast.success('Plan saved');
      void router.navigate('/help');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Help Center' })).toBeInTheDocument();
    expect(await screen.findByText('Plan saved')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.getByText('Plan saved')).toBeInTheDocument();
  });
});
