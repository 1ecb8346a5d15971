/**
 * Typed keys: `t('finder:noSuchKey')` fails the typecheck, as does a namespace that does not
 * exist. The English catalogues are the source of every key (ADR 0019).
 */
import 'i18next';
import type { Resources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    /** The formatters create-i18n.ts adds: `{{amount, money}}`, `{{amount, cents}}`, `{{day, longDate}}`. */
    interpolationFormatTypeMap: { money: number; cents: number; longDate: string };
  }
}
