/**
 * Every action the server writes to the audit log has words on the Audit page and in its CSV
 * (shared/audit-labels.ts): a new `action: '…'` without a description fails here, rather than
 * reaching a privacy officer as a bare code. Actions made from a template are checked through the
 * lists they are made from.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_GROUP_LABELS, AUDIT_ACTION_LABELS } from '../../src/shared/audit-labels.ts';
import { IMPORT_KINDS } from '../../src/shared/import-contracts.ts';
import { MEDICARE_FILE_KINDS } from '../../src/shared/medicare-file-contracts.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const serverSources = fs
  .readdirSync(path.join(ROOT, 'src/server'), { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts'))
  .map((e) => path.join(e.parentPath, e.name));

/** `action: 'share.create'` in an audit entry, and plan-changes.ts's `audit: 'plan.create'`. */
const written = new Set(
  serverSources.flatMap((file) =>
    [
      ...fs.readFileSync(file, 'utf8').matchAll(/\b(?:action|audit): '([a-z][a-z0-9_.-]*\.[a-z0-9_.-]+)'/g),
    ].map((m) => m[1] as string),
  ),
);

describe('audit actions in words', () => {
  it('finds the actions the server writes (the scan itself works)', () => {
    for (const action of [
      'share.create',
      'submission.read',
      'history.search',
      'plan.update',
      'submission.delete',
    ]) {
      expect(written).toContain(action);
    }
  });

  it('describes every action written as a literal', () => {
    expect([...written].filter((action) => !(action in AUDIT_ACTION_LABELS)).sort()).toEqual([]);
  });

  it('describes every action written from a template: each import kind, each Medigap rate write, each sign-in', () => {
    const templated = [
      ...[...IMPORT_KINDS, ...MEDICARE_FILE_KINDS].map((kind) => `import.${kind}`),
      ...['create', 'update', 'delete'].map((change) => `medigap_rate.${change}`),
      // The admin and counselor sign-ins share one module (routes/admin-auth/sign-in-routes.ts).
      ...['admin', 'counselor'].flatMap((who) =>
        ['login', 'login.failed', 'login.rate_limited', 'logout'].map((what) => `${who}.${what}`),
      ),
    ];
    expect(templated.filter((action) => !(action in AUDIT_ACTION_LABELS))).toEqual([]);
  });

  it('puts every described action in a group of the page’s action choice', () => {
    const groups = Object.keys(AUDIT_ACTION_GROUP_LABELS);
    expect(
      Object.keys(AUDIT_ACTION_LABELS).filter((action) => !groups.some((g) => action.startsWith(g))),
    ).toEqual([]);
  });
});
