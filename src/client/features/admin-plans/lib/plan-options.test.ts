import { describe, expect, it } from 'vitest';
import { planChoices, starChoices, withCurrent } from './plan-options';

const values = (choices: { value: string }[]) => choices.map((c) => c.value);

describe('the plan screens’ one list of choices (issue 38)', () => {
  it('offers the server’s carriers, each once under its catalogue name, and nothing else', () => {
    const stored = {
      carriers: [
        'Blue Cross Blue Shield of Oklahoma',
        'Blue Cross and Blue Shield',
        'Humana',
        'humana',
        'UnitedHealth',
      ],
      planTypes: [],
      regions: ['Oklahoma', 'Texas'],
    };
    expect(values(planChoices(stored).carriers)).toEqual([
      'Blue Cross Blue Shield of Oklahoma',
      'Humana',
      'UnitedHealthcare',
    ]);
    expect(values(planChoices(stored).regions)).toEqual(['Oklahoma', 'Texas']);
    expect(planChoices(undefined).carriers).toEqual([]);
  });

  it('offers one list of plan types: the known ones, then the data’s others, one per spelling', () => {
    const types = values(
      planChoices({ carriers: [], planTypes: ['HMO CSNP', 'hmo', 'Medicare-Medicaid Plan'], regions: [] })
        .planTypes,
    );
    expect(types.slice(0, 4)).toEqual(['HMO', 'HMO-POS', 'PPO', 'MA-PD']);
    expect(types.filter((t) => /C-?SNP/.test(t) && t.startsWith('HMO'))).toEqual(['HMO C-SNP']);
    expect(types.at(-1)).toBe('Medicare-Medicaid Plan');
    expect(types.filter((t) => t.toLowerCase() === 'hmo')).toHaveLength(1);
  });

  it("keeps a plan's own value offered exactly as stored", () => {
    const choices = [{ value: 'HMO', label: 'HMO' }];
    expect(withCurrent(choices, 'HMO')).toEqual(choices);
    expect(withCurrent(choices, '')).toEqual(choices);
    expect(values(withCurrent(choices, 'hmo'))).toEqual(['HMO', 'hmo']);
  });

  it('offers 1 to 5 stars in half steps, as the server takes them, plus a stored rating between', () => {
    expect(starChoices('').map((c) => c.label)).toEqual([
      '1 Star',
      '1.5 Stars',
      '2 Stars',
      '2.5 Stars',
      '3 Stars',
      '3.5 Stars',
      '4 Stars',
      '4.5 Stars',
      '5 Stars',
    ]);
    expect(starChoices('unrated')).toHaveLength(9);
    expect(values(starChoices('4.3'))).toEqual(['1', '1.5', '2', '2.5', '3', '3.5', '4', '4.3', '4.5', '5']);
  });
});
