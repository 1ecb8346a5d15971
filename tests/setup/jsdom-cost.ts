import { createRequire } from 'node:module';
// sonner adds its stylesheet to the document when it is first imported; import it here so the
// stylesheet is there to be trimmed before any test renders a toaster.
import 'sonner';

/**
 * Two things made jsdom spend most of the client tier's processor time, and neither is a behaviour
 * a test checks. Both are undone here, in the client tier's setup only.
 */

/**
 * jsdom computes a style by matching every rule of every stylesheet against the element and each of
 * its ancestors, again after each change to the page; Testing Library asks for styles on every
 * query by role (is it hidden?), user-event on every pointer action (pointer-events), jest-dom's
 * toBeVisible. sonner's stylesheet has about a hundred rules, all on attributes, which jsdom cannot
 * rule out cheaply: they took about a quarter of the tier's processor time. The app's own
 * stylesheet is not loaded in jsdom at all. Only sonner's rules that set a property one of those
 * checks reads are kept, so a toast is as hidden, see-through or click-through as before.
 */
const OBSERVED_PROPERTIES = ['visibility', 'opacity', 'pointer-events', 'direction', 'content-visibility'];

function trimmedRule(rule: CSSRule): string | null {
  if (rule instanceof CSSMediaRule) {
    const inner = [...rule.cssRules].map(trimmedRule).filter((text) => text !== null);
    return inner.length > 0 ? `@media ${rule.media.mediaText}{${inner.join('')}}` : null;
  }
  if (!(rule instanceof CSSStyleRule)) return null;
  const { style } = rule;
  const observed = [...style].some(
    (property) =>
      OBSERVED_PROPERTIES.includes(property) ||
      (property === 'display' && ['none', 'contents'].includes(style.getPropertyValue(property))),
  );
  return observed ? rule.cssText : null;
}

for (const element of document.head.querySelectorAll('style')) {
  const sheet = element.sheet;
  if (!sheet || element.dataset.trimmedForTests || !element.textContent?.includes('[data-sonner-toast]'))
    continue;
  const kept = [...sheet.cssRules].map(trimmedRule).filter((text) => text !== null);
  element.textContent = kept.join('\n');
  element.dataset.trimmedForTests = 'true';
}

/**
 * A label's control (`<label for>`) is found in jsdom by walking the whole document for the id, and
 * an input's labels by asking every label in the document for its control: every query by label or
 * by accessible name walked the document once per label per element (about 12% of the tier). The
 * document's id index, which getElementById uses, finds the same element: the first in tree order
 * with that id. A label outside a document (no id index) keeps jsdom's own walk.
 */
type LabelImpl = {
  hasAttributeNS(namespace: null, name: string): boolean;
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): { getElementById?: (id: string) => unknown; _byIdCache?: unknown };
};
const require = createRequire(import.meta.url);
const labelImpl: { prototype: object } =
  require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js').implementation;
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
  isLabelable(node: unknown): boolean;
};
const walkForControl = Object.getOwnPropertyDescriptor(labelImpl.prototype, 'control')?.get;
if (!walkForControl) throw new Error('jsdom no longer defines HTMLLabelElement control: remove this patch');
if (!(walkForControl as { indexed?: boolean }).indexed) {
  const control = function (this: LabelImpl) {
    if (this.hasAttributeNS(null, 'for')) {
      const root = this.getRootNode({});
      if (root._byIdCache && root.getElementById) {
        const forValue = this.getAttributeNS(null, 'for') ?? '';
        if (forValue === '') return null;
        const element = root.getElementById(forValue);
        return element && isLabelable(element) ? element : null;
      }
    }
    return walkForControl.call(this);
  };
  Object.assign(control, { indexed: true });
  Object.defineProperty(labelImpl.prototype, 'control', { get: control, configurable: true });
}
