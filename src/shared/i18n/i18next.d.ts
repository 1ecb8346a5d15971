// Typed keys: an unknown key or namespace fails the typecheck; English is the source (ADR 0019).
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
