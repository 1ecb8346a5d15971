/**
 * The Medigap rates admins maintain (issue 19): list with filters and pages, add, change, delete,
 * exact money, audit rows, 400s that change nothing, 404s, 409s for a taken key or an overlapping
 * age band, and who may do what. Rates here are for plan year 2030, which the seed never writes.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { medigapRateFields } from '../../../../tests/setup/medigap-rate-factory.ts';
import { dbFingerprint } from '../../../../tests/setup/route-inventory.ts';
import { createTestApp, TEST_EDITOR, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import {
  MEDIGAP_AGE_MESSAGE,
  MEDIGAP_AGE_ORDER,
  MEDIGAP_CARRIER_REQUIRED,
  MEDIGAP_LETTER_MESSAGE,
  MEDIGAP_METHOD_MESSAGE,
  MEDIGAP_PLAN_LETTERS,
  MEDIGAP_PREMIUM_POSITIVE,
  MEDIGAP_RATE_DUPLICATE,
  MEDIGAP_RATE_NOT_FOUND,
  MEDIGAP_RATING_METHODS,
  MEDIGAP_SEX_MESSAGE,
  MEDIGAP_SEXES,
  MEDIGAP_STATE_MESSAGE,
  MEDIGAP_TOBACCO_MESSAGE,
  MEDIGAP_UPDATE_EMPTY,
  MEDIGAP_YEAR_MESSAGE,
  MEDIGAP_ZIP3_MESSAGE,
  medigapBandOverlaps,
  medigapPlanName,
  medigapRateDeleteResponseSchema,
  medigapRateListSchema,
  medigapRateRecordSchema,
} from '../../../shared/medigap-contracts.ts';
import { auditLog, medigapRates } from '../../db/schema.ts';
import { asAdminWithoutPermissions, client } from '../../testing/admin-plans-helpers.ts';

const YEAR = 2030;
const PATH = '/api/admin/medigap-rates';

/** A valid create body as the admin form sends it. */
const rateBody = (overrides: Record<string, unknown> = {}) =>
  medigapRateFields({ planYear: YEAR, ...overrides });

describe.each(TEST_DATABASE_KINDS)('admin Medigap rates API on %s', (kind) => {
  let t: TestApp;
  let admin: ReturnType<typeof client>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = client(t, await t.adminCookie());
  });
  afterAll(() => t.close());

  const create = async (body: unknown) => {
    const res = await admin.post(PATH, body);
    expect(res.status, await res.clone().text()).toBe(201);
    return medigapRateRecordSchema.parse(await res.json());
  };
  const list = async (query = '') => {
    const res = await admin.get(`${PATH}${query}`);
    expect(res.status, await res.clone().text()).toBe(200);
    return medigapRateListSchema.parse(await res.json());
  };
  const errorOf = async (res: Response) => (await res.json()) as { error: string; code: string };
  const audits = (id: number) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'medigap_rate'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);

  it('adds a rate with money exact and text tidied, reads it back in the list, audits it', async () => {
    const rate = await create(
      rateBody({
        carrier: '  Test   Prairie Mutual ',
        state: 'ok',
        monthlyPremium: 142.5,
        zip3: ' 731 ',
        source: 'Filed 2030 rates',
      }),
    );
    expect(rate).toMatchObject({
      ...rateBody(),
      zip3: '731',
      sample: false,
      source: 'Filed 2030 rates',
    });
    const [stored] = await t.database.db.select().from(medigapRates).where(eq(medigapRates.id, rate.id));
    expect(stored?.monthlyPremium).toBe('142.50');
    const body = await list(`?year=${YEAR}&carrier=test prairie mutual`);
    expect(body.rates).toContainEqual(rate);
    const [audit] = await audits(rate.id);
    expect(audit).toMatchObject({
      action: 'medigap_rate.create',
      actor: expect.stringMatching(/^admin:\d+$/),
    });
    expect(audit?.details).toEqual({
      planYear: YEAR,
      state: 'OK',
      carrier: 'Test Prairie Mutual',
      planLetter: 'G',
      ages: '65-69',
    });
    // Defaults: state OK, whole state, not sample, no source; a community rate may cover 65–120.
    const community = await create({
      planYear: YEAR,
      carrier: 'Test Community Health',
      planLetter: 'HDG',
      ratingMethod: 'community-rated',
      ageFrom: 65,
      ageTo: 120,
      sex: 'any',
      tobacco: true,
      monthlyPremium: '48.00',
    });
    expect(community).toMatchObject({ state: 'OK', zip3: null, sample: false, source: null, sex: 'any' });
  });

  it('stores every letter, rating method and sex the contract lists (the table agrees with it)', async () => {
    for (const [i, planLetter] of MEDIGAP_PLAN_LETTERS.entries()) {
      const ratingMethod = MEDIGAP_RATING_METHODS[i % MEDIGAP_RATING_METHODS.length];
      const sex = MEDIGAP_SEXES[i % MEDIGAP_SEXES.length];
      const rate = await create(rateBody({ carrier: 'Test Every Letter', planLetter, ratingMethod, sex }));
      expect(rate).toMatchObject({ planLetter, ratingMethod, sex });
      expect(medigapPlanName(planLetter)).toMatch(new RegExp(`Plan ${planLetter.replace(/^HD/, '')}$`));
    }
    expect((await list(`?year=${YEAR}&carrier=Test Every Letter`)).total).toBe(12);
  });

  it('filters by year, state, letter and carrier, and pages', async () => {
    for (const [ageFrom, ageTo] of [
      [65, 69],
      [70, 74],
      [75, 79],
      [80, 120],
    ] as const) {
      await create(
        rateBody({ carrier: 'Test Paging Life', planLetter: 'N', ageFrom, ageTo, monthlyPremium: '99.00' }),
      );
    }
    await create(
      rateBody({ carrier: 'Test Paging Life', planLetter: 'N', state: 'KS', monthlyPremium: '90.00' }),
    );
    const ok = await list(`?year=${YEAR}&state=OK&letter=n&carrier=Test Paging Life`);
    expect(ok.total).toBe(4);
    expect(ok.rates.map((r) => r.ageFrom)).toEqual([65, 70, 75, 80]);
    const firstPage = await list(`?year=${YEAR}&letter=N&carrier=Test Paging Life&limit=2`);
    const secondPage = await list(`?year=${YEAR}&letter=N&carrier=Test Paging Life&limit=2&page=2`);
    const thirdPage = await list(`?year=${YEAR}&letter=N&carrier=Test Paging Life&limit=2&page=3`);
    const beyond = await list(`?year=${YEAR}&letter=N&carrier=Test Paging Life&limit=2&page=9`);
    expect([firstPage.total, secondPage.total, thirdPage.total, beyond.total]).toEqual([5, 5, 5, 5]);
    const ids = [...firstPage.rates, ...secondPage.rates, ...thirdPage.rates].map((r) => r.id);
    expect(new Set(ids).size).toBe(5);
    expect(beyond.rates).toEqual([]);
    expect((await list(`?year=${YEAR}&state=KS&carrier=Test Paging Life`)).rates.map((r) => r.state)).toEqual(
      ['KS'],
    );
    expect((await list('?year=2029&carrier=Test Paging Life')).total).toBe(0);
    // Blank filters are "any".
    expect((await list(`?year=${YEAR}&state=&letter=&carrier=Test Paging Life`)).total).toBe(5);
    for (const [query, message] of [
      ['?year=abc', MEDIGAP_YEAR_MESSAGE],
      ['?letter=Z', MEDIGAP_LETTER_MESSAGE],
      ['?state=XX', MEDIGAP_STATE_MESSAGE],
      ['?page=0', 'Page must be at least 1'],
      ['?other=1', 'Unrecognized key: "other"'],
    ] as const) {
      const res = await admin.get(`${PATH}${query}`);
      expect(res.status, query).toBe(400);
      expect((await errorOf(res)).error, query).toBe(message);
    }
  });

  it('refuses bad input with 400 and a clear message, changing nothing', async () => {
    const before = await dbFingerprint(t);
    const cases: [unknown, string][] = [
      [{}, MEDIGAP_YEAR_MESSAGE],
      [rateBody({ planYear: 2019 }), MEDIGAP_YEAR_MESSAGE],
      [rateBody({ planYear: 2030.5 }), MEDIGAP_YEAR_MESSAGE],
      [rateBody({ state: 'Oklahoma' }), MEDIGAP_STATE_MESSAGE],
      [rateBody({ state: 'ZZ' }), MEDIGAP_STATE_MESSAGE],
      [rateBody({ carrier: '   ' }), MEDIGAP_CARRIER_REQUIRED],
      [rateBody({ carrier: 'x'.repeat(101) }), 'Must be at most 100 characters'],
      [rateBody({ carrier: 'Bell\u0007 Mutual' }), 'Must not contain control characters'],
      [rateBody({ planLetter: 'E' }), MEDIGAP_LETTER_MESSAGE],
      [rateBody({ planLetter: 'g' }), MEDIGAP_LETTER_MESSAGE],
      [rateBody({ ratingMethod: 'age' }), MEDIGAP_METHOD_MESSAGE],
      [rateBody({ ageFrom: -1 }), MEDIGAP_AGE_MESSAGE],
      [rateBody({ ageTo: 121 }), MEDIGAP_AGE_MESSAGE],
      [rateBody({ ageFrom: '65' }), MEDIGAP_AGE_MESSAGE],
      [rateBody({ ageFrom: 70, ageTo: 69 }), MEDIGAP_AGE_ORDER],
      [rateBody({ sex: 'F' }), MEDIGAP_SEX_MESSAGE],
      [rateBody({ tobacco: 'no' }), MEDIGAP_TOBACCO_MESSAGE],
      [rateBody({ zip3: '7310' }), MEDIGAP_ZIP3_MESSAGE],
      [rateBody({ zip3: 'abc' }), MEDIGAP_ZIP3_MESSAGE],
      [rateBody({ monthlyPremium: '0.00' }), MEDIGAP_PREMIUM_POSITIVE],
      [rateBody({ monthlyPremium: '-5' }), 'Must be 0 or more'],
      [rateBody({ monthlyPremium: '12.345' }), 'Must be a valid amount (e.g., 0.00)'],
      [rateBody({ monthlyPremium: '123456789.00' }), 'Must be at most 99999999.99'],
      [rateBody({ extra: 1 }), 'Unrecognized key: "extra"'],
    ];
    for (const [body, message] of cases) {
      const res = await admin.post(PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const error = await errorOf(res);
      expect(error.error, JSON.stringify(body)).toBe(message);
      expect(error.code).toBe('VALIDATION');
    }
    const notJson = await admin.raw(PATH, 'POST', '{"planYear":');
    expect(notJson.status).toBe(400);
    expect(await dbFingerprint(t)).toEqual(before);
  });

  it('changes the fields sent, checks the band it leaves, 400s an empty change, 404s an unknown id', async () => {
    const rate = await create(rateBody({ carrier: 'Test Update Life', ageFrom: 70, ageTo: 74 }));
    const res = await admin.put(`${PATH}/${rate.id}`, { monthlyPremium: '151', source: 'Corrected' });
    expect(res.status, await res.clone().text()).toBe(200);
    const changed = medigapRateRecordSchema.parse(await res.json());
    expect(changed).toMatchObject({
      ...rate,
      monthlyPremium: '151.00',
      source: 'Corrected',
      updatedAt: expect.any(String),
    });
    const before = await dbFingerprint(t);
    for (const [body, message] of [
      [{}, MEDIGAP_UPDATE_EMPTY],
      [{ ageFrom: 75 }, MEDIGAP_AGE_ORDER],
      [{ ageTo: 60 }, MEDIGAP_AGE_ORDER],
      [{ monthlyPremium: 0 }, MEDIGAP_PREMIUM_POSITIVE],
      [{ planLetter: 'Q' }, MEDIGAP_LETTER_MESSAGE],
      [{ id: 5 }, 'Unrecognized key: "id"'],
    ] as const) {
      const refused = await admin.put(`${PATH}/${rate.id}`, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect((await errorOf(refused)).error, JSON.stringify(body)).toBe(message);
    }
    for (const id of ['0', 'abc', '99999999999', '-1', '999999']) {
      const missing = await admin.put(`${PATH}/${id}`, { monthlyPremium: '10.00' });
      expect(missing.status, id).toBe(404);
      expect(await errorOf(missing)).toEqual({ error: MEDIGAP_RATE_NOT_FOUND, code: 'NOT_FOUND' });
    }
    expect(await dbFingerprint(t)).toEqual(before);
    const moved = await admin.put(`${PATH}/${rate.id}`, { ageFrom: 75, ageTo: 79 });
    expect(medigapRateRecordSchema.parse(await moved.json())).toMatchObject({
      ageFrom: 75,
      ageTo: 79,
      source: 'Corrected',
      monthlyPremium: '151.00',
    });
    expect((await audits(rate.id)).map((a) => a.action)).toEqual([
      'medigap_rate.create',
      'medigap_rate.update',
      'medigap_rate.update',
    ]);
  });

  it('409s a taken key and an overlapping band (on add and on change), changing nothing', async () => {
    const base = { carrier: 'Test Conflict Mutual', planLetter: 'K', sex: 'male', tobacco: true };
    const first = await create(rateBody({ ...base, ageFrom: 65, ageTo: 69 }));
    const second = await create(rateBody({ ...base, ageFrom: 70, ageTo: 74 }));
    // The same band in another area, for the other sex or for non-smokers is a different rate.
    await create(rateBody({ ...base, ageFrom: 65, ageTo: 69, zip3: '740' }));
    await create(rateBody({ ...base, ageFrom: 65, ageTo: 69, tobacco: false }));
    await create(rateBody({ ...base, ageFrom: 65, ageTo: 69, sex: 'any' }));
    const before = await dbFingerprint(t);
    for (const [res, message] of [
      [await admin.post(PATH, rateBody({ ...base, ageFrom: 65, ageTo: 69 })), MEDIGAP_RATE_DUPLICATE],
      // Spaces in the carrier are tidied, so this is the same carrier's key.
      [
        await admin.post(
          PATH,
          rateBody({ ...base, carrier: ' Test  Conflict Mutual', ageFrom: 65, ageTo: 66 }),
        ),
        MEDIGAP_RATE_DUPLICATE,
      ],
      [await admin.post(PATH, rateBody({ ...base, ageFrom: 68, ageTo: 72 })), medigapBandOverlaps(first)],
      [await admin.post(PATH, rateBody({ ...base, ageFrom: 74, ageTo: 80 })), medigapBandOverlaps(second)],
      [await admin.put(`${PATH}/${second.id}`, { ageFrom: 65 }), MEDIGAP_RATE_DUPLICATE],
      [await admin.put(`${PATH}/${second.id}`, { ageFrom: 69 }), medigapBandOverlaps(first)],
    ] as const) {
      expect(res.status, message).toBe(409);
      expect(await errorOf(res)).toEqual({ error: message, code: 'CONFLICT' });
    }
    expect(await dbFingerprint(t)).toEqual(before);
    // A change that keeps the rate's own band is no overlap with itself.
    expect((await admin.put(`${PATH}/${second.id}`, { ageTo: 79 })).status).toBe(200);
  });

  it('deletes a rate, audits it, and 404s the second time', async () => {
    const rate = await create(rateBody({ carrier: 'Test Delete Life' }));
    const res = await admin.del(`${PATH}/${rate.id}`);
    expect(res.status).toBe(200);
    expect(medigapRateDeleteResponseSchema.parse(await res.json())).toEqual({ deleted: true, id: rate.id });
    expect(await t.database.db.select().from(medigapRates).where(eq(medigapRates.id, rate.id))).toEqual([]);
    expect((await audits(rate.id)).map((a) => a.action)).toEqual([
      'medigap_rate.create',
      'medigap_rate.delete',
    ]);
    const again = await admin.del(`${PATH}/${rate.id}`);
    expect(again.status).toBe(404);
    expect((await errorOf(again)).error).toBe(MEDIGAP_RATE_NOT_FOUND);
  });

  it('who may do what: an editor reads, adds and changes but may not delete; no permission 403; no sign-in 401', async () => {
    const editor = client(t, await t.adminCookie(TEST_EDITOR));
    expect((await editor.get(PATH)).status).toBe(200);
    const made = await editor.post(PATH, rateBody({ carrier: 'Test Editor Health' }));
    expect(made.status).toBe(201);
    const rate = medigapRateRecordSchema.parse(await made.json());
    expect((await editor.put(`${PATH}/${rate.id}`, { monthlyPremium: '150.00' })).status).toBe(200);
    const before = await dbFingerprint(t);
    expect((await editor.del(`${PATH}/${rate.id}`)).status).toBe(403);
    expect(await dbFingerprint(t)).toEqual(before);

    await asAdminWithoutPermissions(t, async (viewer) => {
      const signedIn = await dbFingerprint(t);
      for (const [method, path, body] of [
        ['GET', PATH, undefined],
        ['POST', PATH, rateBody({ carrier: 'Not Allowed Health' })],
        ['PUT', `${PATH}/${rate.id}`, { monthlyPremium: '1.00' }],
        ['DELETE', `${PATH}/${rate.id}`, {}],
      ] as const) {
        const res = await t.request(path, { method, json: body, cookies: viewer });
        expect(res.status, `${method} ${path}`).toBe(403);
      }
      expect(await dbFingerprint(t)).toEqual(signedIn);
    });
    const gateOnly = await t.gateCookie();
    expect((await t.request(PATH, { cookies: gateOnly })).status).toBe(401);
    expect((await t.request(PATH, { method: 'POST', json: rateBody(), cookies: gateOnly })).status).toBe(401);
    expect((await t.request(PATH)).status).toBe(401);
  });
});
