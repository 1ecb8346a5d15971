import { describe, expect, it } from 'vitest';
import { makeDrugPricing, makeSpecificPharmacy } from '../testing/results-factories';
import { resultsText } from '../testing/results-text';
import { nearYouSummary, networkText, offersPharmacyNearYou } from './drug-pricing';

const en = resultsText();

const pharmacy = { npi: '1538296415', name: 'Yukon Drug', inNetwork: true, preferred: false };

describe('a pharmacy near you, in words', () => {
  it('is offered only for prices from Medicare’s files and a person who chose a kind', () => {
    expect(offersPharmacyNearYou(makeDrugPricing())).toBe(true);
    expect(offersPharmacyNearYou(makeDrugPricing({ pharmacy: 'mail' }))).toBe(true);
    expect(offersPharmacyNearYou(makeDrugPricing({ source: 'estimate' }))).toBe(false);
    expect(offersPharmacyNearYou(makeDrugPricing({ specificPharmacy: makeSpecificPharmacy() }))).toBe(false);
  });

  it.each([
    [{ preferred: true }, "A preferred pharmacy in this plan's network"],
    [{}, "A standard pharmacy in this plan's network"],
    [{ inNetwork: false }, "Not in this plan's network: full price"],
  ])('names its place in the network (%o)', (overrides, text) => {
    expect(networkText({ ...pharmacy, ...overrides }, en)).toBe(text);
  });

  it('says the cost there, in whole dollars, and why it is full price outside the network', () => {
    expect(nearYouSummary({ planId: 'H0001-001', pharmacy, annualDrugCost: 212.6 }, en)).toBe(
      "Yukon Drug is a standard pharmacy in this plan's network: your drugs would cost $213 for the year there.",
    );
    expect(
      nearYouSummary(
        {
          planId: 'H0001-001',
          pharmacy: { ...pharmacy, inNetwork: false },
          annualDrugCost: 2980,
        },
        en,
      ),
    ).toBe(
      "Yukon Drug is not in this plan's network, so the plan would not pay for your drugs there: they would cost $2,980 for the year at full price.",
    );
  });
});
