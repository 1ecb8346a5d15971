/** A plan field's label on the results screens, in the page's language. */
import type enResults from '../../../../shared/i18n/locales/en/results.json';
import type { ResultsText } from './results-text';

export type FieldKey = keyof (typeof enResults)['fields'];

export const fieldLabel = (key: FieldKey, { t }: ResultsText): string => t(`fields.${key}`);
