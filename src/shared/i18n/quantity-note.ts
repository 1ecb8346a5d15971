// What a drug line says of a quantity above the usual (shared/quantity-limits.ts), for results and PDF alike.
import type { TFunction } from 'i18next';
import type { QuantityAboveUsual } from '../quantity-limits';

export function quantityAboveUsualNote(
  t: TFunction<'results'>,
  { quantity, form, usualMax }: Pick<QuantityAboveUsual, 'quantity' | 'usualMax'> & { form: string },
): string {
  const amount = (count: number) =>
    `${count} ${t(`units.${form}` as never, { ns: 'finder', count } as never)}`;
  return String(t('drugPricing.quantityAboveUsual', { amount: amount(quantity), usual: amount(usualMax) }));
}
