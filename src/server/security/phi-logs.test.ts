/**
 * No protected health information in logs (security suite item 7, at the API level): every
 * consumer call is made with distinctive canary values, plus bad input and a forced database
 * failure, and every line the server logged is searched for the canaries, the passwords and the
 * session tokens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  TEST_ACCESS_PASSWORD,
  TEST_ADMIN,
  type TestApp,
} from '../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../tests/setup/test-database.ts';
import { pharmacyCostPath } from '../../shared/pharmacy-cost-contracts.ts';

const CANARY = {
  firstName: 'Zebulonqx',
  lastName: 'Canarywick',
  birthDate: '1944-02-29',
  zipCode: '73491',
  county: 'Harmon',
  drug: 'Canaryzolam',
  doctor: 'Canaryhart',
  password: 'canary-wrong-password-77',
};

/** A pharmacy of the sample release's networks (Walgreens in 73102). */
const PHARMACY_NPI = '9900000016';

const profile = {
  firstName: CANARY.firstName,
  lastName: CANARY.lastName,
  birthDate: CANARY.birthDate,
  zipCode: CANARY.zipCode,
  county: CANARY.county,
  isCustomCounty: true,
  doctorSearchRadius: 20,
  medications: [{ name: CANARY.drug, dosage: '5 mg', frequency: 'monthly', quantity: 30 }],
  doctors: [{ name: `Dr. ${CANARY.doctor}`, specialty: 'Cardiology' }],
};

function expectNoSecrets(logs: string[], secrets: string[]) {
  expect(logs.length).toBeGreaterThan(0);
  const all = logs.join('\n');
  for (const secret of [...Object.values(CANARY), ...secrets]) expect(all, secret).not.toContain(secret);
  // The ZIP as a whole token, so that a timing like 173491 µs does not count.
  expect(all).not.toMatch(new RegExp(`\\b${CANARY.zipCode}\\b`));
}

describe.each(TEST_DATABASE_KINDS)('protected health information in server logs on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('logs none of a whole consumer and admin session: canaries, passwords, tokens', async () => {
    t.logs.length = 0;
    const gate = await t.gateCookie();
    const cookies = { cookies: gate };
    const submit = await t.request('/api/medicare/submit', { ...cookies, json: profile });
    expect(submit.status, await submit.clone().text()).toBe(201);
    const { userId } = (await submit.json()) as { userId: string };
    expect((await t.request(`/api/medicare/user/${userId}`, cookies)).status).toBe(200);
    const read = await t.request(`/api/medicare/recommendations/${userId}`, cookies);
    expect(read.status).toBe(200);
    // The plan page's "A pharmacy near you": the person's pharmacy (its NPI) is kept out of the log too.
    const [first] = ((await read.json()) as { plans: { planId: string }[] }).plans;
    await t.request(pharmacyCostPath(userId, first?.planId ?? 'H0000-000'), {
      ...cookies,
      json: { npi: PHARMACY_NPI },
    });
    const found = await t.request('/api/medicare/users/search', { ...cookies, json: { q: CANARY.lastName } });
    expect((await found.json()).map((r: { id: string }) => r.id)).toEqual([userId]);
    await t.request('/api/providers/search', {
      ...cookies,
      json: { q: CANARY.doctor, userZip: CANARY.zipCode, radius: 20 },
    });
    await t.request(`/api/counties/by-zip/${CANARY.zipCode}`, cookies);
    await t.request('/api/counties/validate', {
      ...cookies,
      json: { zipCode: CANARY.zipCode, county: CANARY.county },
    });
    // Bad input that carries the canaries: validation errors must not echo them into the log.
    expect(
      (
        await t.request('/api/medicare/submit', {
          ...cookies,
          json: { ...profile, birthDate: `${CANARY.birthDate}x` },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await t.request('/api/medicare/submit', {
          ...cookies,
          json: { ...profile, firstName: `${CANARY.firstName}\u0000` },
        })
      ).status,
    ).toBe(400);
    await t.request('/api/medicare/submit', {
      ...cookies,
      body: `{"firstName":"${CANARY.firstName}",`,
      headers: { 'content-type': 'application/json' },
    });
    // Admin sign-in, a failed one first, then a look at the submission's ranking.
    await t.request('/api/admin/login', {
      ...cookies,
      json: { email: TEST_ADMIN.email, password: CANARY.password },
    });
    const admin = await t.adminCookie();
    expect((await t.request(`/api/admin/scoring-analysis?userId=${userId}`, { cookies: admin })).status).toBe(
      200,
    );
    const tokens = [...gate.split('; '), ...admin.split('; ')]
      .map((c) => c.split('=')[1] ?? '')
      .filter(Boolean);
    expectNoSecrets(t.logs, [TEST_ACCESS_PASSWORD, TEST_ADMIN.password, PHARMACY_NPI, ...tokens]);
  });

  it('logs none of them when the database fails under a submission (500)', async () => {
    const broken = await createTestApp(kind);
    const gate = await broken.gateCookie();
    await broken.database.close();
    broken.logs.length = 0;
    const res = await broken.request('/api/medicare/submit', { cookies: gate, json: profile });
    expect(res.status).toBe(500);
    const body = await res.text();
    for (const secret of Object.values(CANARY)) expect(body).not.toContain(secret);
    expectNoSecrets(broken.logs, [TEST_ACCESS_PASSWORD, gate.split('=')[1] ?? '']);
  });
});
