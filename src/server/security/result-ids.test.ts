/**
 * Result ids cannot be guessed or probed (security suite item 6): the id in /results/{id} is a
 * random UUID, and an id that does not exist answers exactly like one that is malformed, so no
 * response tells whether an id exists.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setting } from '../../../tests/reliability/stress-profile.ts';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';

/** 200 per route in npm test (each a request through the whole app); the full 10,000 under npm run test:stress. */
const RANDOM_IDS = setting('CLEARPLAN_RANDOM_RESULT_IDS', 200, 10_000);

describe.each(TEST_DATABASE_KINDS)('guessing result ids on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
  });
  afterAll(async () => {
    await t?.close();
  });

  const answer = async (path: string) => {
    const res = await t.request(path, { cookies });
    return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
  };

  it(`answers ${RANDOM_IDS.toLocaleString('en-US')} random ids exactly like a malformed id`, async () => {
    for (const base of ['/api/medicare/recommendations/', '/api/medicare/user/']) {
      const malformed = await answer(`${base}not-an-id`);
      expect(malformed.status).toBe(404);
      expect(await answer(`${base}12345`)).toEqual(malformed);
      const runs = base.includes('recommendations') ? RANDOM_IDS : Math.min(RANDOM_IDS, 500);
      for (let i = 0; i < runs; i++) {
        const got = await answer(`${base}${randomUUID()}`);
        if (got.status !== malformed.status || got.body !== malformed.body)
          expect(got, `${base}<random id> #${i}`).toEqual(malformed);
      }
    }
  }, 180_000);

  it('finds a real submission by its id, and the same id with one character changed is not found', async () => {
    const submit = await t.request('/api/medicare/submit', {
      cookies,
      json: {
        firstName: 'Probe',
        lastName: 'Person',
        birthDate: '1950-03-04',
        zipCode: '73102',
        county: 'Oklahoma',
        isCustomCounty: false,
        doctorSearchRadius: 20,
        noMedications: true,
        noDoctors: true,
      },
    });
    expect(submit.status).toBe(201);
    const { userId } = (await submit.json()) as { userId: string };
    expect((await t.request(`/api/medicare/recommendations/${userId}`, { cookies })).status).toBe(200);
    const last = userId.at(-1) === '0' ? '1' : '0';
    const near = `${userId.slice(0, -1)}${last}`;
    expect(await answer(`/api/medicare/recommendations/${near}`)).toEqual(
      await answer('/api/medicare/recommendations/not-an-id'),
    );
  });
});
