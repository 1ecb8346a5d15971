/**
 * GET /api/admin/audit (issue 20 "an audit a privacy officer can read"): each filter narrows to
 * exactly its entries, pages of 50 newest first with a total, every kind of actor named in words,
 * the actions described, bad filters refused with our error shape, and only the admin role may
 * read it. An entry the app itself writes (a consumer reading a result) shows with its device.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  historyKeyHashOf,
  TEST_ADMIN,
  TEST_EDITOR,
  type TestApp,
} from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { adminUsers } from '../../db/schema.ts';
import { adminIdOf, auditList, insertAudit } from '../../testing/admin-audit-helpers.ts';

const PATH = '/api/admin/audit';
const RECORD = '3f0c7a52-9b1e-4c11-8d2a-5e6f7a8b9c0d';
const OTHER_RECORD = '9a8b7c6d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';

describe.each(TEST_DATABASE_KINDS)('the audit log API on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.adminCookie();
    adminId = await adminIdOf(t, TEST_ADMIN.email);
  });
  afterAll(() => t.close());

  const actorsOf = (list: { entries: { actor: string }[] }) => list.entries.map((e) => e.actor).sort();

  it('answers 401 without a session and 403 to an editor, for the list and the export', async () => {
    const gate = await t.gateCookie();
    const editor = await t.adminCookie(TEST_EDITOR);
    for (const path of [PATH, `${PATH}/export`]) {
      const anonymous = await t.request(path, { cookies: gate });
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
      const refused = await t.request(path, { cookies: editor });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({
        error: "You don't have permission to do this.",
        code: 'FORBIDDEN',
      });
    }
  });

  it('names every kind of actor, and filters by kind to exactly that kind', async () => {
    const [counselor] = await t.database.db
      .insert(adminUsers)
      .values({ email: 'counselor.kinds@clearplan.test', hashedPassword: 'x', role: 'counselor' })
      .returning({ id: adminUsers.id });
    const counselorId = counselor?.id ?? 0;
    const actors = [
      `admin:${adminId}`,
      'admin:987654',
      `counselor:${counselorId}`,
      'counselor:987655',
      'device:0123456789ab',
      'consumer',
      'share:5a1b2c3d4e5f60718293a4b5c6d7e8f9',
      'anonymous',
      'cli',
      'system',
      'robot:7',
    ];
    await insertAudit(
      t,
      actors.map((actor) => ({ actor, action: 'test.kinds' })),
    );
    const all = await auditList(t, admin, 'action=test.kinds');
    const named = Object.fromEntries(all.entries.map((e) => [e.actor, [e.actorKind, e.actorLabel]]));
    expect(named).toEqual({
      [`admin:${adminId}`]: ['admin', `Admin ${TEST_ADMIN.email}`],
      'admin:987654': ['admin', 'Admin #987654 (deleted)'],
      [`counselor:${counselorId}`]: ['counselor', 'Counselor counselor.kinds@clearplan.test'],
      'counselor:987655': ['counselor', 'Counselor #987655 (deleted)'],
      'device:0123456789ab': ['device', 'Consumer device 0123456789ab'],
      consumer: ['device', 'Consumer (no device key)'],
      'share:5a1b2c3d4e5f60718293a4b5c6d7e8f9': ['share', 'Share link 5a1b2c3d4e5f60718293a4b5c6d7e8f9'],
      anonymous: ['anonymous', 'Someone not signed in'],
      cli: ['system', 'Command line'],
      system: ['system', 'ClearPlan (scheduled job)'],
      'robot:7': ['other', 'robot:7'],
    });

    const byKind = async (actorKind: string) =>
      actorsOf(await auditList(t, admin, `action=test.kinds&actorKind=${actorKind}`));
    expect(await byKind('admin')).toEqual(['admin:987654', `admin:${adminId}`].sort());
    expect(await byKind('counselor')).toEqual(['counselor:987655', `counselor:${counselorId}`].sort());
    expect(await byKind('device')).toEqual(['consumer', 'device:0123456789ab']);
    expect(await byKind('share')).toEqual(['share:5a1b2c3d4e5f60718293a4b5c6d7e8f9']);
    expect(await byKind('anonymous')).toEqual(['anonymous']);
    expect(await byKind('system')).toEqual(['cli', 'system']);
    // One actor exactly, alone or with its kind (a kind it is not of finds nothing).
    expect(actorsOf(await auditList(t, admin, 'action=test.kinds&actor=device:0123456789ab'))).toEqual([
      'device:0123456789ab',
    ]);
    expect((await auditList(t, admin, 'action=test.kinds&actor=cli&actorKind=admin')).total).toBe(0);
  });

  it('filters by an action exactly, or by a prefix ending in a dot (an underscore matching itself)', async () => {
    await insertAudit(t, [
      { actor: 'cli', action: 'medigap_rate.create' },
      { actor: 'cli', action: 'medigap_rate.delete' },
      { actor: 'cli', action: 'medigapXrate.create' },
      { actor: 'cli', action: 'medigap_rates.create' },
    ]);
    const actions = async (q: string) =>
      (await auditList(t, admin, `actor=cli&${q}`)).entries.map((e) => e.action).sort();
    expect(await actions('action=medigap_rate.')).toEqual(['medigap_rate.create', 'medigap_rate.delete']);
    expect(await actions('action=medigap_rate.delete')).toEqual(['medigap_rate.delete']);
    expect(await actions('action=medigap_rate')).toEqual([]);
  });

  it('filters by record: the entry’s own record, or a search that showed it; nothing else', async () => {
    const ids = await insertAudit(t, [
      {
        actor: 'device:aaaaaaaaaaaa',
        action: 'submission.read',
        entityType: 'medicare_user',
        entityId: RECORD,
      },
      {
        actor: 'admin:1',
        action: 'submission.search',
        details: { results: 2, recordIds: [OTHER_RECORD, RECORD] },
      },
      {
        actor: 'device:bbbbbbbbbbbb',
        action: 'submission.read',
        entityType: 'medicare_user',
        entityId: OTHER_RECORD,
      },
      {
        actor: 'device:cccccccccccc',
        action: 'history.search',
        details: { results: 1, recordIds: [OTHER_RECORD] },
      },
      // The id as some other detail's value is not a disclosure of the record.
      { actor: 'device:dddddddddddd', action: 'share.revoke', details: { shareId: RECORD } },
    ]);
    const found = await auditList(t, admin, `record=${RECORD}`);
    expect(found.entries.map((e) => e.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect(found.total).toBe(2);
    const read = found.entries.find((e) => e.id === ids[0]);
    expect(read).toMatchObject({ actionLabel: 'Read a client’s results', entityId: RECORD });
    const search = found.entries.find((e) => e.id === ids[1]);
    expect(search?.detailsText).toBe(`results: 2; recordIds: ${OTHER_RECORD}, ${RECORD}`);
    expect((await auditList(t, admin, `record=${RECORD}&action=submission.search`)).total).toBe(1);
  });

  it('filters by dates, both days inclusive, in UTC', async () => {
    const at = (iso: string) => ({ actor: 'cli', action: 'test.dates', createdAt: new Date(iso) });
    await insertAudit(t, [
      at('2025-02-28T23:59:59.999Z'),
      at('2025-03-01T00:00:00.000Z'),
      at('2025-03-01T23:59:59.999Z'),
      at('2025-03-02T12:00:00.000Z'),
      at('2025-03-03T00:00:00.000Z'),
    ]);
    const times = async (q: string) =>
      (await auditList(t, admin, `action=test.dates&${q}`)).entries.map((e) => e.createdAt);
    expect(await times('from=2025-03-01&to=2025-03-01')).toEqual([
      '2025-03-01T23:59:59.999Z',
      '2025-03-01T00:00:00.000Z',
    ]);
    expect(await times('from=2025-03-02')).toEqual(['2025-03-03T00:00:00.000Z', '2025-03-02T12:00:00.000Z']);
    expect(await times('to=2025-02-28')).toEqual(['2025-02-28T23:59:59.999Z']);
    expect(await times('from=2025-03-01&to=2025-03-02')).toHaveLength(3);
  });

  it('pages 50 at a time, newest first (ties by id), with the total', async () => {
    const base = Date.parse('2024-06-01T12:00:00Z');
    // Pairs share a time: the later id comes first within a pair.
    const rows = Array.from({ length: 120 }, (_, i) => ({
      actor: 'system',
      action: 'test.paging',
      entityId: `row-${i}`,
      createdAt: new Date(base + Math.floor(i / 2) * 1000),
    }));
    await insertAudit(t, rows);
    const page1 = await auditList(t, admin, 'action=test.paging');
    expect(page1).toMatchObject({ total: 120, totalCapped: false, page: 1, pageSize: 50 });
    expect(page1.entries).toHaveLength(50);
    expect(page1.entries.slice(0, 3).map((e) => e.entityId)).toEqual(['row-119', 'row-118', 'row-117']);
    const page3 = await auditList(t, admin, 'action=test.paging&page=3');
    expect(page3.entries.map((e) => e.entityId)).toEqual(
      Array.from({ length: 20 }, (_, i) => `row-${19 - i}`),
    );
    const page2 = await auditList(t, admin, 'action=test.paging&page=2');
    const seen = new Set([...page1.entries, ...page2.entries, ...page3.entries].map((e) => e.id));
    expect(seen.size).toBe(120);
    expect((await auditList(t, admin, 'action=test.paging&page=4')).entries).toEqual([]);
  });

  it('describes the actions it knows in words, and shows an unknown one as it is written', async () => {
    await insertAudit(t, [
      { actor: 'cli', action: 'share.create', entityId: 'labels-1' },
      { actor: 'cli', action: 'history.search', entityId: 'labels-1' },
      { actor: 'cli', action: 'someday.new-thing', entityId: 'labels-1', details: { count: 3, ok: true } },
    ]);
    const list = await auditList(t, admin, 'record=labels-1');
    expect(Object.fromEntries(list.entries.map((e) => [e.action, e.actionLabel]))).toEqual({
      'share.create': 'Created a share link',
      'history.search': 'Searched History',
      'someday.new-thing': 'someday.new-thing',
    });
    // jsonb keeps keys shorter first, then in byte order.
    expect(list.entries.find((e) => e.action === 'someday.new-thing')?.detailsText).toBe(
      'ok: true; count: 3',
    );
  });

  it('names the browser behind an entry the app writes itself: a consumer reading a result', async () => {
    const consumer = await t.gateCookie();
    const submitted = await t.request('/api/medicare/submit', {
      cookies: consumer,
      json: {
        firstName: 'Audit',
        lastName: 'Reader',
        birthDate: '1954-05-06',
        zipCode: '73102',
        county: 'Oklahoma',
        isCustomCounty: false,
        doctorSearchRadius: 20,
        noMedications: true,
        medications: [],
        noDoctors: true,
        doctors: [],
      },
    });
    expect(submitted.status).toBe(201);
    const { userId } = (await submitted.json()) as { userId: string };
    expect((await t.request(`/api/medicare/user/${userId}`, { cookies: consumer })).status).toBe(200);
    const device = historyKeyHashOf(consumer).slice(0, 12);
    const list = await auditList(t, admin, `record=${userId}&action=submission.`);
    expect(list.entries.map((e) => [e.action, e.actorLabel])).toEqual([
      ['submission.read', `Consumer device ${device}`],
      ['submission.create', `Consumer device ${device}`],
    ]);
    // No PHI anywhere in what the audit answers.
    const text = JSON.stringify(list);
    for (const phi of ['Audit', 'Reader', '1954-05-06', '73102']) expect(text).not.toContain(phi);
  });

  it('refuses bad filters with our error shape, naming the field', async () => {
    const cases: [string, string][] = [
      ['page=0', 'page'],
      ['page=abc', 'page'],
      ['page=2001', 'page'],
      ['from=2026-02-30', 'from'],
      ['to=27/11/2026', 'to'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['actorKind=robot', 'actorKind'],
      ['actor=admin:1%27%20or%201=1', 'actor'],
      ['action=share.%25', 'action'],
      ['record=a%20b', 'record'],
      ['limit=500', ''],
    ];
    for (const [query, path] of cases) {
      for (const route of [PATH, `${PATH}/export`]) {
        if (route.endsWith('export') && query.startsWith('page')) continue;
        const res = await t.request(`${route}?${query}`, { cookies: admin });
        expect(res.status, `${route}?${query}`).toBe(400);
        const body = (await res.json()) as { code: string; error: string; issues: { path: string }[] };
        expect(body.code).toBe('VALIDATION');
        expect(body.issues[0]?.path, query).toBe(path);
      }
    }
    // Blank filters are read as not sent.
    expect((await auditList(t, admin, 'actorKind=&actor=&action=&record=&from=&to=&page=')).page).toBe(1);
  });
});
