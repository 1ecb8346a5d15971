/**
 * GET /api/admin/audit/export (issue 20): the filtered entries as CSV, named as the page names
 * them, with the exports' formula guard and quoting, read in batches past the batch size without
 * a row lost or repeated (times a microsecond apart), and audited itself (`audit.export`, with the
 * filters and the count, not in its own file).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { auditEntriesForExport } from '../../services/admin/audit-log.ts';
import { adminIdOf, auditList, insertAudit } from '../../testing/admin-audit-helpers.ts';

const PATH = '/api/admin/audit/export';
const BOM = '\uFEFF';
const HEADER = 'Time (UTC),Actor,Who,Action,What,Record type,Record,Client address,Details';
const lines = (text: string) => text.replace(BOM, '').trimEnd().split('\r\n');

describe.each(TEST_DATABASE_KINDS)('the audit log export on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
    adminId = await adminIdOf(t, TEST_ADMIN.email);
  });
  afterAll(() => t.close());

  it('downloads the filtered entries, named, with the formula guard and quoting', async () => {
    await insertAudit(t, [
      {
        actor: `admin:${adminId}`,
        action: 'share.create',
        entityType: 'medicare_user',
        entityId: 'export-1',
        clientAddress: '203.0.113.9',
        details: { shareId: 'abc', expiresAt: '2026-12-01T00:00:00.000Z' },
        createdAt: new Date('2025-05-01T10:00:00Z'),
      },
      {
        actor: '=HYPERLINK("http://evil.example")',
        action: 'share.revoke',
        entityId: 'export-1',
        clientAddress: '@203.0.113.10',
        details: { note: 'say "hi", twice' },
        createdAt: new Date('2025-05-01T11:00:00Z'),
      },
      {
        actor: 'cli',
        action: 'plan.update',
        entityId: 'export-1',
        createdAt: new Date('2025-05-01T12:00:00Z'),
      },
    ]);
    const res = await t.request(`${PATH}?record=export-1&action=share.`, { cookies: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // The test clock's day (createTestApp starts it on 2026-11-02).
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="clearplan-audit-2026-11-02.csv"',
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(lines(new TextDecoder().decode(bytes))).toEqual([
      HEADER,
      `2025-05-01T11:00:00.000Z,"'=HYPERLINK(""http://evil.example"")","'=HYPERLINK(""http://evil.example"")",share.revoke,Turned off a share link,,export-1,'@203.0.113.10,"note: say ""hi"", twice"`,
      `2025-05-01T10:00:00.000Z,admin:${adminId},Admin ${TEST_ADMIN.email},share.create,Created a share link,medicare_user,export-1,203.0.113.9,shareId: abc; expiresAt: 2026-12-01T00:00:00.000Z`,
    ]);
    const none = await t.request(`${PATH}?record=export-1&action=history.`, { cookies: admin });
    expect(lines(await none.text())).toEqual([HEADER]);
  });

  it('is audited itself, with its filters and count, and is not in its own file', async () => {
    await insertAudit(t, [
      { actor: 'system', action: 'test.audited', createdAt: new Date('2025-06-01T08:00:00Z') },
      { actor: 'system', action: 'test.audited', createdAt: new Date('2025-06-02T08:00:00Z') },
    ]);
    const res = await t.request(`${PATH}?actorKind=system&action=test.&from=2025-06-01&to=2025-06-30`, {
      cookies: admin,
      ip: '198.51.100.7',
    });
    expect(lines(await res.text())).toHaveLength(3);
    const exports = await auditList(t, admin, 'action=audit.export&from=2025-01-01');
    const own = exports.entries.find((e) => e.details?.action === 'test.');
    expect(own).toMatchObject({
      actor: `admin:${adminId}`,
      actorLabel: `Admin ${TEST_ADMIN.email}`,
      actionLabel: 'Exported the audit log',
      clientAddress: '198.51.100.7',
      details: { rows: 2, actorKind: 'system', action: 'test.', from: '2025-06-01', to: '2025-06-30' },
    });
    // An export of the exports holds the ones before it, not itself.
    const again = await t.request(`${PATH}?action=audit.export`, { cookies: admin });
    const before = exports.total;
    expect(lines(await again.text())).toHaveLength(1 + before);
    expect((await auditList(t, admin, 'action=audit.export')).total).toBe(before + 1);
  });

  it('reads past a batch without losing or repeating an entry, and stops at its cap', async () => {
    // 5,003 entries, three to a microsecond: the batches' keyset must keep the microseconds and the ids.
    await t.database.db.execute(sql`
      insert into audit_log (actor, action, entity_id, created_at)
      select 'system', 'test.batches', 'batch-' || i,
             '2025-07-01T00:00:00Z'::timestamptz + (i / 3) * interval '1 microsecond'
      from generate_series(1, 5003) as i`);
    const res = await t.request(`${PATH}?action=test.batches`, { cookies: admin });
    const rows = lines(await res.text()).slice(1);
    expect(rows).toHaveLength(5003);
    const records = rows.map((line) => line.split(',')[6]);
    expect(new Set(records).size).toBe(5003);
    expect(records[0]).toBe('batch-5003');
    expect(records.at(-1)).toBe('batch-1');
    const capped = await auditEntriesForExport(t.database.db, { action: 'test.batches' }, 7);
    expect(capped.rows.map((e) => e.entityId)).toEqual(
      ['5003', '5002', '5001', '5000', '4999', '4998', '4997'].map((n) => `batch-${n}`),
    );
  });
});
