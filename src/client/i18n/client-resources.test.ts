import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../shared/i18n/resources';
import {
  CLIENT_NAMESPACES,
  clientResources,
  FIRST_PAGE_NAMESPACES,
  loadPageNamespaces,
  PAGE_NAMESPACES,
} from './client-resources';

const CLIENT = path.resolve(import.meta.dirname, '..');

describe('the catalogues the browser carries', () => {
  it('are the consumer namespaces, without the server-only pdf, email and reasons', async () => {
    expect(NAMESPACES.filter((ns) => !CLIENT_NAMESPACES.includes(ns as never))).toEqual([
      'pdf',
      'email',
      'reasons',
    ]);
    // Once the pages' namespaces are loaded (the client test set-up loads them), every one is there.
    await loadPageNamespaces(...PAGE_NAMESPACES);
    expect(Object.keys(clientResources().es).sort()).toEqual([...CLIENT_NAMESPACES].sort());
  });

  it('give the first page only what it needs; a page namespace reaches an instance made before it loaded', async () => {
    const { createPageI18n } = await import('./client-i18n');
    const instance = createPageI18n('es');
    await loadPageNamespaces('results');
    expect(instance.hasResourceBundle('es', 'results')).toBe(true);
    expect(FIRST_PAGE_NAMESPACES).toEqual(['common', 'finder']);
  });

  it('are the only catalogues client code loads (no import of every namespace)', () => {
    const offenders = fs
      .readdirSync(CLIENT, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name))
      .filter((file) =>
        /^import (?!type)[^;]*from '[./]*shared\/i18n\/(create-i18n|resources|locales\/[a-z]+\/(pdf|email)\.json)'/m.test(
          fs.readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => path.relative(CLIENT, file));
    expect(offenders).toEqual([]);
  });
});
