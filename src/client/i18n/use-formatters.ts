import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormatters, type Formatters } from '../../shared/i18n/formatters';

export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: new formatters when the language changes
  return useMemo(() => createFormatters(i18n), [i18n, language]);
}
