import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { setI18n } from 'react-i18next';
import { afterEach } from 'vitest';
import { createPageI18n } from '../../src/client/i18n/client-i18n';
import { loadLanguage, loadPageNamespaces, PAGE_NAMESPACES } from '../../src/client/i18n/client-resources';
import './jsdom-cost';

/**
 * findBy… and waitFor wait for an event, and return as soon as it happens; on a busy 2-core machine
 * running the test tiers side by side a whole-page render can take seconds, so they may wait up to
 * 5 s (the default 1 s is the only limit that was ever reached). The test and hook limits for the
 * client tests are set once, in vitest.config.ts.
 */
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/**
 * jsdom has no pointer capture; sonner captures the pointer when a toast is pressed (to let it be
 * swiped away), so pressing a toast's action button (Undo) would throw outside the test. A browser
 * has these; here they do nothing.
 */
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  if (typeof Element.prototype[name] !== 'function') Element.prototype[name] = () => {};
}
if (typeof Element.prototype.hasPointerCapture !== 'function')
  Element.prototype.hasPointerCapture = () => false;

/**
 * A component rendered without the app's providers (a unit of the UI alone) reads its texts in
 * English, as the app shows them by default; renderWithProviders gives each test its own instance.
 */
// The pages' own namespaces and the Spanish first page load on demand in the app; a test renders
// components directly, in either language.
await Promise.all([loadPageNamespaces(...PAGE_NAMESPACES), loadLanguage('es')]);
setI18n(createPageI18n('en'));
