import { describe, expect, it } from 'vitest';
import enResults from '../../shared/i18n/locales/en/results.json' with { type: 'json' };
import { ROAD_FACTS } from './roads.ts';

describe('what people miss (the roads panel)', () => {
  it('sends the facts the results catalogue says, in its order, so the page can say each in Spanish', () => {
    expect(ROAD_FACTS).toEqual(Object.values(enResults.roads.facts));
  });
});
