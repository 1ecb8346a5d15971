/**
 * What a drug line says of a quantity kept above what people usually take
 * (shared/quantity-limits.ts, issue 36 item 8), in the reader's language: the results' drug line
 * and the printable summary say the same words, from the `results` catalogue.
 */
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
