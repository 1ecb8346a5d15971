import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../testing/fetch-mock';
import { renderRoute } from '../testing/render';

describe('Consumer routes', () => {
  it.each([
    ['/', 'Find the Medicare plan that fits you', 'Find Plans | ClearPlan'],
    ['/history', 'Search History', 'Search History | ClearPlan'],
    ['/results/3f1c', 'Your Top 10 Medicare Plans', 'Your Recommended Plans | ClearPlan'],
    ['/results/3f1c/plan/H1234-001', 'Plan Details', 'Plan Details | ClearPlan'],
    ['/help', 'Help Center', 'Help Center | ClearPlan'],
    ['/no/such/page', 'Page Not Found', 'Page Not Found | ClearPlan'],
  ])('%s shows "%s" and names the tab', async (path, heading, title) => {
    mockFetch({});
    renderRoute(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe(title);
  });

  it('shows the step line on the home page', () => {
    mockFetch({});
    renderRoute('/');
    expect(screen.getByText('Step 1 of 3: Personal Information')).toBeInTheDocument();
  });

  it('makes only true claims on the home page, with free help and the non-government disclaimer', () => {
    mockFetch({});
    renderRoute('/');
    expect(document.body).not.toHaveTextContent(/HIPAA|Medicare Certified|certified/i);
    const blurbs = screen.getByRole('list', { name: 'Why you can trust us' });
    expect(blurbs).toHaveTextContent('Private by design');
    expect(blurbs).toHaveTextContent(/sample data/);
    expect(screen.getByRole('link', { name: '1-800-763-2828' })).toHaveAttribute('href', 'tel:+18007632828');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      'ClearPlan is not connected with or endorsed by the U.S. government or the federal Medicare program.',
    );
    expect(screen.getByRole('link', { name: 'Medicare.gov' })).toHaveAttribute(
      'href',
      'https://www.medicare.gov',
    );
    expect(screen.getByRole('link', { name: '1-800-MEDICARE (1-800-633-4227)' })).toHaveAttribute(
      'href',
      'tel:+18006334227',
    );
  });

  it('shows the disclaimer on other consumer pages too', async () => {
    mockFetch({});
    renderRoute('/history');
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      /not connected with or endorsed by the U\.S\. government/,
    );
  });

  it('links plan details back to the results it came from', () => {
    mockFetch({});
    renderRoute('/results/3f1c/plan/H1234-001');
    expect(screen.getByRole('link', { name: 'Back to Results' })).toHaveAttribute('href', '/results/3f1c');
  });

  it('links the not-found page back to Find Plans', () => {
    mockFetch({});
    renderRoute('/nope');
    expect(screen.getByRole('link', { name: 'Go to Find Plans' })).toHaveAttribute('href', '/');
  });
});

describe('Layout', () => {
  it('has the skip link, the main navigation and the footer credits', () => {
    mockFetch({});
    renderRoute('/');

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Find Plans', '/'],
      ['History', '/history'],
      ['Help Center', '/help'],
      ['Admin', '/admin'],
    ]) {
      expect(nav.querySelector(`a[href="${href}"]`)).toHaveTextContent(name as string);
    }
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(
      'ZIP, county and location data: U.S. HUD, U.S. Census Bureau, GeoNames (CC BY 4.0), SimpleMaps (CC BY 4.0).',
    );
    expect(screen.getByRole('link', { name: 'Legal' })).toHaveAttribute('href', '/help#legal');
  });

  it('toggles the navigation with the Menu button', async () => {
    mockFetch({});
    const user = userEvent.setup();
    renderRoute('/');
    const menu = screen.getByRole('button', { name: 'Menu' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(menu).toHaveAttribute('aria-controls', nav.id);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(nav).toHaveClass('block');

    // Choosing a page closes the menu again.
    await user.click(screen.getByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Search History' })).toBeInTheDocument();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveClass('hidden');
  });
});
