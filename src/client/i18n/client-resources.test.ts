import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '../../shared/i18n/resources';
import { CLIENT_NAMESPACES, clientResources } from './client-resources';

const CLIENT = path.resolve(import.meta.dirname, '..');

describe('the catalogues the browser carries', () => {
  it('are the consumer namespaces, without the server-only pdf and email', () => {
    expect(NAMESPACES.filter((ns) => !CLIENT_NAMESPACES.includes(ns as never))).toEqual(['pdf', 'email']);
    expect(Object.keys(clientResources.es).sort()).toEqual([...CLIENT_NAMESPACES].sort());
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
