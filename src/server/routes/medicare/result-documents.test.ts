import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleSubmission } from '../../../../tests/setup/submissions.ts';
import { createTestApp, historyKeyHashOf, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { DEFAULT_LANGUAGE } from '../../../shared/i18n/languages.ts';
import { queryRows } from '../../db/client.ts';
import { dataSources, medicarePlans, planScores } from '../../db/schema.ts';
import { recommendationPlans } from '../../presenters/recommendation-presenter.ts';
import { ResultDocuments } from '../../results/result-documents.ts';
import { readRecommendations, type SubmissionOwner } from '../../results/submissions.ts';

type Answer = {
  userId: string;
  planData: { medicareUpdatedOn: string | null };
  plans: { planId: string; name: string; reasoning: string[] }[];
};

/**
 * Recommendations kept ready to send (issue 21, results/result-documents.ts): the same answer as
 * composing it afresh, made again when the catalogue or the data sources change, whoever changes
 * them, one per language, never past its owner check.
 */
describe.each(TEST_DATABASE_KINDS)('recommendations answers kept ready to send on %s', (kind) => {
  let t: TestApp;
  let cookies: string;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
  });
  afterAll(() => t.close());

  const submit = async () => {
    const res = await t.request('/api/medicare/submit', { cookies, json: sampleSubmission() });
    expect(res.status).toBe(201);
    return ((await res.json()) as { userId: string }).userId;
  };
  const read = async (userId: string, language?: string) => {
    const res = await t.request(`/api/medicare/recommendations/${userId}`, {
      cookies,
      headers: language ? { 'accept-language': language } : {},
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    return { text: await res.text(), res };
  };
  const audited = async (userId: string) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from audit_log where action = 'recommendations.read' and entity_id = ${userId}`,
      )
    )[0];

  it('answers what composing it afresh gives, keeps it, and audits every read', async () => {
    const userId = await submit();
    const first = await read(userId);
    const composed = await readRecommendations(t.database.db, t.caches, userId);
    const answer = JSON.parse(first.text) as Answer;
    expect(answer.userId).toBe(userId);
    expect(answer.plans).toEqual(JSON.parse(JSON.stringify(recommendationPlans(composed, DEFAULT_LANGUAGE))));
    expect(answer.planData).toEqual(composed.planData);
    const kept = t.results.documents.size;
    expect(kept).toBeGreaterThan(0);

    const second = await read(userId);
    expect(second.text).toBe(first.text);
    const zipped = await t.request(`/api/medicare/recommendations/${userId}`, {
      cookies,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(bytes.length).toBeLessThan(first.text.length / 3);
    expect(gunzipSync(bytes).toString('utf8')).toBe(first.text);
    expect(t.results.documents.size).toBe(kept);
    expect((await audited(userId))?.n).toBe(3);
  });

  it('audits a kept answer with the row a composed one writes, in one statement with its owner check', async () => {
    const userId = await submit();
    await read(userId);
    await read(userId);
    const rows = await queryRows<Record<string, unknown>>(
      t.database.db,
      sql`select id, actor, action, entity_type, entity_id, client_address, details, created_at
        from audit_log where entity_id = ${userId} and action = 'recommendations.read' order by id`,
    );
    expect(rows).toHaveLength(2);
    const [composed, kept] = rows.map(({ id, created_at, ...row }) => {
      expect(Number(id)).toBeGreaterThan(0);
      expect(new Date(created_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
      return row;
    });
    expect(composed).toMatchObject({
      actor: `device:${historyKeyHashOf(cookies).slice(0, 12)}`,
      entity_type: 'medicare_user',
      details: { plansShown: expect.any(Number) },
    });
    expect(kept).toEqual(composed);
    expect(Number(rows[1]?.id)).toBeGreaterThan(Number(rows[0]?.id));
  });

  it('keeps one answer per language, each in its words', async () => {
    const userId = await submit();
    const english = JSON.parse((await read(userId, 'en')).text) as Answer;
    const spanish = JSON.parse((await read(userId, 'es')).text) as Answer;
    const englishAgain = JSON.parse((await read(userId, 'en')).text) as Answer;
    expect(englishAgain).toEqual(english);
    expect(spanish.plans.map((p) => p.planId)).toEqual(english.plans.map((p) => p.planId));
    expect(english.plans[0]?.reasoning[0]).toMatch(/^Estimated yearly cost/);
    expect(spanish.plans[0]?.reasoning[0]).toMatch(/^Costo anual estimado/);
  });

  it('shows a plan change made by anyone (another process, an import) on the next read', async () => {
    const userId = await submit();
    const before = JSON.parse((await read(userId)).text) as Answer;
    const shown = before.plans[0];
    if (!shown) throw new Error('no plan shown');
    // Straight into the table, as another server process or an import writes it.
    await t.database.db
      .update(medicarePlans)
      .set({ planName: `${shown.name} (renamed)`, updatedAt: sql`now()` })
      .where(eq(medicarePlans.planId, shown.planId));
    const after = JSON.parse((await read(userId)).text) as Answer;
    expect(after.plans[0]?.name).toBe(`${shown.name} (renamed)`);
  });

  it('reads a result whose stored reasons were rewritten (an older stored form) as now stored', async () => {
    const userId = await submit();
    const before = JSON.parse((await read(userId)).text) as Answer;
    await t.database.db.execute(
      sql`update ${planScores} set reasoning = jsonb_set(reasoning, '{reasons}', '["Written before."]') where user_id = ${userId}::uuid and rank = 1`,
    );
    const after = JSON.parse((await read(userId)).text) as Answer;
    expect(before.plans[0]?.reasoning).not.toContain('Written before.');
    expect(after.plans[0]?.reasoning).toContain('Written before.');
  });

  it('shows a newer data source of the plan year on the next read', async () => {
    const userId = await submit();
    const before = JSON.parse((await read(userId)).text) as Answer;
    const [user] = await queryRows<{ plan_year: number; created_at: string | Date }>(
      t.database.db,
      sql`select plan_year, created_at from medicare_users where id = ${userId}::uuid`,
    );
    if (!user) throw new Error('no submission');
    const importedAt = new Date(new Date(user.created_at).getTime() - 60_000);
    await t.database.db.insert(dataSources).values({
      kind: 'landscape',
      planYear: Number(user.plan_year),
      sourceName: 'CMS Landscape file',
      releaseLabel: 'test',
      sample: false,
      rows: 1,
      importedAt,
    });
    const after = JSON.parse((await read(userId)).text) as Answer;
    expect(after.planData.medicareUpdatedOn).toBe(importedAt.toISOString().slice(0, 10));
    expect(after.planData.medicareUpdatedOn).not.toBe(before.planData.medicareUpdatedOn);
  });

  it('keeps at most its bound, the least recently read going first', async () => {
    const kept = new ResultDocuments(recommendationPlans, 2);
    const owner = { kind: 'device' as const, keyHash: historyKeyHashOf(cookies) };
    const reader = { actor: 'device:test' };
    const [first, second, third] = [await submit(), await submit(), await submit()];
    const answer = (id: string) => kept.answer(t.database.db, t.caches, id, owner, 'en', reader);
    const firstKept = await answer(first);
    const secondKept = await answer(second);
    // Read again: the same kept answer, not a new one.
    expect(await answer(first)).toBe(firstKept);
    await answer(third);
    expect(kept.size).toBe(2);
    // The first was read after the second, so the second went and the first stayed.
    expect(await answer(first)).toBe(firstKept);
    const secondAgain = await answer(second);
    expect(secondAgain).not.toBe(secondKept);
    expect(secondAgain?.body.json).toEqual(secondKept?.body.json);
    expect(
      await kept.answer(t.database.db, t.caches, first, { kind: 'device', keyHash: 'another' }, 'en', reader),
    ).toBeNull();
  });

  it('checks reads that arrive together each against its own owner, and audits those that pass', async () => {
    const kept = new ResultDocuments(recommendationPlans);
    const owner = { kind: 'device' as const, keyHash: historyKeyHashOf(cookies) };
    const [a, b] = [await submit(), await submit()];
    const answer = (id: string, who: SubmissionOwner, actor: string, clientAddress?: string) =>
      kept.answer(t.database.db, t.caches, id, who, 'en', {
        actor,
        ...(clientAddress ? { clientAddress } : {}),
      });
    const keptA = await answer(a, owner, 'device:together-first');
    const keptB = await answer(b, owner, 'device:together-first');

    const answers = await Promise.all([
      answer(a, owner, 'device:together-1'),
      answer(b, owner, 'device:together-2'),
      answer(a, { kind: 'device', keyHash: 'someone-else' }, 'device:together-stranger'),
      answer(b, { kind: 'counselor', counselorId: 987_654 }, 'counselor:987654'),
      answer(a, owner, 'device:together-3', '203.0.113.7'),
    ]);
    expect(answers).toEqual([keptA, keptB, null, null, keptA]);
    expect(answers[0]).toBe(keptA);
    expect(answers[1]).toBe(keptB);

    const rows = await queryRows<{
      actor: string;
      entity_id: string;
      client_address: string | null;
    }>(
      t.database.db,
      sql`select actor, entity_id, client_address from audit_log
        where action = 'recommendations.read' and (actor like 'device:together-%' or actor = 'counselor:987654')
        order by id`,
    );
    // Reads sent at once run side by side on PostgreSQL's pool: their rows in any order.
    const sorted = <T extends { actor: string; entity_id: string }>(list: T[]) =>
      [...list].sort((x, y) => `${x.actor}|${x.entity_id}`.localeCompare(`${y.actor}|${y.entity_id}`));
    expect(sorted(rows)).toEqual(
      sorted([
        { actor: 'device:together-first', entity_id: a, client_address: null },
        { actor: 'device:together-first', entity_id: b, client_address: null },
        { actor: 'device:together-1', entity_id: a, client_address: null },
        { actor: 'device:together-2', entity_id: b, client_address: null },
        { actor: 'device:together-3', entity_id: a, client_address: '203.0.113.7' },
      ]),
    );
  });

  it('fails only the read whose audit row cannot be written, writes nothing for it, and goes on', async () => {
    const kept = new ResultDocuments(recommendationPlans);
    const owner = { kind: 'device' as const, keyHash: historyKeyHashOf(cookies) };
    const userId = await submit();
    const answer = (actor: string) => kept.answer(t.database.db, t.caches, userId, owner, 'en', { actor });
    const first = await answer('device:before-refusal');
    await t.database.db.execute(
      sql`alter table audit_log add constraint audit_log_test_refusal check (actor <> 'device:refused')`,
    );
    try {
      const settled = await Promise.allSettled([answer('device:while-refused'), answer('device:refused')]);
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'rejected']);
      // Each read's checks and audit row are its own statement: only the refused one fails.
      const again = await Promise.allSettled([
        answer('device:alongside-1'),
        answer('device:alongside-2'),
        answer('device:refused'),
      ]);
      expect(again.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint audit_log_test_refusal`);
    }
    expect(await answer('device:after-refusal')).toBe(first);
    const actors = await queryRows<{ actor: string }>(
      t.database.db,
      sql`select actor from audit_log where entity_id = ${userId} and action = 'recommendations.read' order by id`,
    );
    // Reads sent at once may write their rows in any order (PostgreSQL's pool), the others in turn.
    const written = actors.map((row) => row.actor);
    expect([written[0], ...written.slice(1, -1).sort(), written.at(-1)]).toEqual([
      'device:before-refusal',
      'device:alongside-1',
      'device:alongside-2',
      'device:while-refused',
      'device:after-refusal',
    ]);
  });

  it('never answers past the owner check: another browser and a deleted result get 404', async () => {
    const userId = await submit();
    await read(userId);
    const stranger = await t.gateCookie();
    const res = await t.request(`/api/medicare/recommendations/${userId}`, { cookies: stranger });
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('planName');
    // The kept answer's one statement writes no audit row for a read that fails its owner check.
    expect((await audited(userId))?.n).toBe(1);
    const deleted = await t.request(`/api/medicare/users/${userId}`, { cookies, method: 'DELETE', json: {} });
    expect(deleted.status).toBe(200);
    const gone = await t.request(`/api/medicare/recommendations/${userId}`, { cookies });
    expect(gone.status).toBe(404);
  });
});
