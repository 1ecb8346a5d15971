import { describe, expect, it } from 'vitest';
import {
  dosageForm,
  packageMilliliters,
  priceUnitsPerItem,
  quantityText,
  quantityUnit,
} from './dosage-units.ts';

describe('dosage units', () => {
  it.each([
    ['20 mg tablet', 'tablet'],
    ['500 mg extended-release capsule', 'capsule'],
    ['100 units/mL 3 mL pen', 'pen'],
    ['100 units/mL 3 mL KwikPen', 'pen'],
    ['0.25 mg or 0.5 mg dose pen', 'pen'],
    ['40 mg/0.4 mL prefilled syringe', 'syringe'],
    ['100 units/mL 10 mL vial', 'vial'],
    ['160 mcg/4.5 mcg inhaler', 'inhaler'],
    ['250 mcg inhalation powder', 'inhaler'],
    ['5% patch', 'patch'],
    ['0.005% eye drops (2.5 mL)', 'bottle'],
    ['0.1% cream', 'gram'],
    ['something else', 'unit'],
  ] as const)('%s counts %ss', (dosage, form) => {
    expect(dosageForm(dosage)).toBe(form);
  });

  it('offers presets that fit the form, never 30 pens', () => {
    expect(quantityUnit('2 mg dose pen').presets).not.toContain(30);
    expect(quantityUnit('2 mg dose pen').presets).toContain(1);
    expect(quantityUnit('20 mg tablet').presets).toContain(30);
    expect(quantityText(1, '2 mg dose pen')).toBe('1 pen');
    expect(quantityText('60', '5 mg tablet')).toBe('60 tablets');
  });

  it('reads the mL a package holds and prices insulin and drops per mL, everything else per item', () => {
    expect(packageMilliliters('100 units/mL 3 mL pen')).toBe(3);
    expect(packageMilliliters('100 units/mL 10 mL vial')).toBe(10);
    expect(packageMilliliters('20 mg tablet')).toBeNull();
    expect(priceUnitsPerItem('100 units/mL 3 mL pen', 'Insulin')).toBe(3);
    expect(priceUnitsPerItem('100 units/mL 10 mL vial', 'Insulin')).toBe(10);
    expect(priceUnitsPerItem('0.75 mg/0.5 mL injection pen', 'Brand')).toBe(1); // a non-insulin pen is priced per pen
    expect(priceUnitsPerItem('0.005% eye drops (2.5 mL)', 'Generic')).toBe(2.5);
    expect(priceUnitsPerItem('20 mg tablet', 'Generic')).toBe(1);
  });
});
