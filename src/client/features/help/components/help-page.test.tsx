import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { KNOWN_PLAN_YEARS, PLAN_YEARS, type PlanYearParameters } from '../../../../engine/plan-year';
import { incomeBands } from '../../../../shared/income-adjustments';
import { mockFetch } from '../../../testing/fetch-mock';
import { renderRoute } from '../../../testing/render';

describe('Help Center', () => {
  it('opens with a table of contents whose every link goes to a section heading of the page', async () => {
    mockFetch({});
    renderRoute('/help');
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    const links = within(contents).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'How to use ClearPlan',
      'How we rank plans',
      'Extra Help with drug costs',
      'Kinds of pharmacies',
      expect.any(String),
      expect.any(String),
      expect.any(String),
    ]);
    for (const link of links) {
      const id = (link.getAttribute('href') ?? '').replace(/^#/, '');
      const section = document.getElementById(id);
      expect(section, id).not.toBeNull();
      // The link names the heading of the section it goes to.
      expect(within(section as HTMLElement).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(
        link.textContent ?? '',
      );
    }
  });

  it('names each plan year’s own cap and Part B amounts in How we rank plans, carried ones said so (issue 36)', async () => {
    mockFetch({});
    renderRoute('/help');
    const section = await screen.findByRole('region', { name: 'How we rank plans' });
    // engine/plan-year.ts: $2,100 for 2026, $2,400 for 2027 (CMS); Part B 2026's, carried into 2027.
    expect(within(section).getByText(/yearly cap on drug costs/)).toHaveTextContent(
      'the yearly cap on drug costs ($2,100 in 2026; $2,400 in 2027; $35 a month for covered insulin)',
    );
    expect(within(section).getByText(/^The Part B premium itself/)).toHaveTextContent(
      'The Part B premium itself ($202.90 a month in 2026; $202.90 in 2027 (2026 figure; 2027 not yet published)) is paid with every plan',
    );
    expect(section).toHaveTextContent('($283 in 2026; $283 in 2027 (2026 figure; 2027 not yet published))');
    expect(section.textContent).not.toMatch(/\{\w+\}/);
    // Every amount the section names is one of a plan year's figures (plan-year.ts, and the income
    // bands the engine adds, shared/income-adjustments.ts) or $0.
    const named = new Set(
      KNOWN_PLAN_YEARS.flatMap((y) => {
        const p = PLAN_YEARS[y] as PlanYearParameters;
        const bands = incomeBands(y).bands;
        const [first, last] = [bands[1], bands.at(-1)];
        return [
          p.drugOutOfPocketCap,
          p.insulinMonthlyCap,
          p.medicare.partBMonthlyPremium,
          p.medicare.partBDeductible,
          first?.singleAbove,
          first?.jointAbove,
          first?.partB,
          first?.partD,
          last?.partB,
          last?.partD,
        ];
      }),
    );
    const amounts = [...(section.textContent ?? '').matchAll(/\$([\d,]+(?:\.\d\d)?)/g)].map((m) =>
      Number((m[1] as string).replace(/,/g, '')),
    );
    // $0: a vaccine's cost, and the yearly cost when a giveback is larger than the costs.
    expect(amounts.filter((a) => !named.has(a) && a !== 0)).toEqual([]);
    expect(section).toHaveTextContent(
      'for 2027, a 2025 income above $109,000 ($218,000 filing jointly) adds $81.20 to $487.00 a month to Part B and $14.50 to $91.00 a month to drug coverage (2026 amounts; 2027 not yet published)',
    );
  });

  it('explains Extra Help at /help#extra-help: what it is, who gets it, how to find out, how we use it', async () => {
    mockFetch({});
    // jsdom does not scroll: record where the page goes for the #extra-help link.
    const scrolled = vi.fn(function (this: Element) {
      return this.id;
    });
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    renderRoute('/help#extra-help');

    const section = await screen.findByRole('region', { name: 'Extra Help with drug costs' });
    expect(section).toHaveAttribute('id', 'extra-help');
    // (Once each time the page mounts, which may be more than once while it loads.)
    expect(scrolled).toHaveBeenCalled();
    expect(scrolled.mock.contexts.map((element) => (element as Element).id)).toEqual(
      scrolled.mock.contexts.map(() => 'extra-help'),
    );
    expect(scrolled.mock.contexts.at(-1)).toBe(section);
    expect(section).toHaveTextContent('helps people with limited income pay for their prescription drugs');
    expect(section).toHaveTextContent(
      'Everyone with Medicaid (SoonerCare in Oklahoma) or Supplemental Security Income (SSI) gets it automatically',
    );
    expect(section).toHaveTextContent('Medicare sends a purple letter');
    // The copays on the letter, as the finder's answers list them, for each plan year the finder
    // offers (engine/plan-year.ts): 2027 carries 2026's amounts, and says so beside them.
    const years = within(section)
      .getAllByText(/^In \d{4}/)
      .map((item) => item.textContent);
    expect(years).toEqual(
      KNOWN_PLAN_YEARS.map((y) => {
        const c = (PLAN_YEARS[y] as PlanYearParameters).extraHelpCopays;
        const $ = (n: number) => `$${n.toFixed(2)}`;
        const note = y === 2027 ? ' (2026 figures; 2027 not yet published)' : '';
        return `In ${y}${note}: up to ${$(c.full.generic)} for generics and ${$(c.full.brand)} for brands; up to ${$(c.fullDual.generic)} and ${$(c.fullDual.brand)} with Medicaid; $${c.institutional.brand} with Medicaid for people in a nursing home or getting long-term care at home.`;
      }),
    );
    expect(years[0]).toContain(
      'In 2026: up to $5.10 for generics and $12.65 for brands; up to $1.60 and $4.80 with Medicaid; $0',
    );
    const links = within(section);
    expect(links.getByRole('link', { name: '1-800-772-1213' })).toHaveAttribute('href', 'tel:+18007721213');
    expect(links.getByRole('link', { name: '1-800-MEDICARE (1-800-633-4227)' })).toHaveAttribute(
      'href',
      'tel:+18006334227',
    );
    expect(links.getByRole('link', { name: '1-800-763-2828' })).toHaveAttribute('href', 'tel:+18007632828');
    expect(
      links.getByRole('heading', { level: 3, name: 'How ClearPlan uses your answer' }),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('If you are not sure, we price your drugs without Extra Help');
  });

  it('explains the kinds of pharmacy, preferred pharmacies first', async () => {
    mockFetch({});
    renderRoute('/help');

    const section = await screen.findByRole('region', { name: 'Kinds of pharmacies' });
    expect(section).toHaveAttribute('id', 'pharmacies');
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Preferred pharmacy', 'Standard pharmacy', 'Mail order']);
    expect(section).toHaveTextContent('has agreed lower prices with the plan');
  });
});
