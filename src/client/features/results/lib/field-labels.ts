/**
 * What a member reads for a plan field on the results screens, in the page's language: the
 * `results` catalogue's `fields` (the English ones are shared/plan-fields.ts's plain labels).
 */
import type enResults from '../../../../shared/i18n/locales/en/results.json';
import type { ResultsText } from './results-text';

export type FieldKey = keyof (typeof enResults)['fields'];

export const fieldLabel = (key: FieldKey, { t }: ResultsText): string => t(`fields.${key}`);
