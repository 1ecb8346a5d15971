import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/setup/test-app.ts';
import { TEST_DATABASE_KINDS } from '../../../../tests/setup/test-database.ts';
import { loadCounties } from '../../db/seed/reference-data.ts';

describe.each(TEST_DATABASE_KINDS)('county look-ups on %s', (kind) => {
  let t: TestApp;
  let cookies: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    cookies = await t.gateCookie();
  });
  afterAll(() => t.close());

  const get = async (path: string) => {
    const res = await t.request(path, { cookies });
    return { status: res.status, body: await res.json() };
  };

  it("lists a ZIP's counties, highest population share first", async () => {
    // 73099 (Yukon) is mostly Canadian County with a part in Oklahoma County.
    expect(await get('/api/counties/by-zip/73099')).toEqual({ status: 200, body: ['Canadian', 'Oklahoma'] });
    expect(await get('/api/counties/by-zip/74012')).toEqual({ status: 200, body: ['Tulsa'] });
    // 73002: Grady 99.33 %, McClain 0.67 %.
    expect((await get('/api/counties/by-zip/73002')).body).toEqual(['Grady', 'McClain']);
    expect(await get('/api/counties/by-zip/90210')).toEqual({ status: 200, body: [] });
  });

  it('refuses a ZIP that is not 5 digits with the spec message', async () => {
    for (const zip of ['7309', '730999', 'abcde', '73%2099', '7309x']) {
      const { status, body } = await get(`/api/counties/by-zip/${zip}`);
      expect(status).toBe(400);
      expect(body.error).toBe('ZIP code must be 5 digits');
    }
  });

  it('lists the 77 Oklahoma counties sorted', async () => {
    const { body } = await get('/api/counties/all');
    expect(body).toHaveLength(77);
    expect(body).toEqual([...body].sort((a: string, b: string) => a.localeCompare(b)));
    expect(body).toEqual(
      loadCounties()
        .map((c) => c.name)
        .sort((a, b) => a.localeCompare(b)),
    );
  });

  it('validates a county against a ZIP, case-insensitively', async () => {
    const validate = async (json: unknown) => {
      const res = await t.request('/api/counties/validate', { json, cookies });
      return { status: res.status, body: await res.json() };
    };
    expect(await validate({ zipCode: '73099', county: 'Oklahoma' })).toEqual({
      status: 200,
      body: { isValid: true },
    });
    expect(await validate({ zipCode: '73099', county: 'canadian' })).toEqual({
      status: 200,
      body: { isValid: true },
    });
    expect(await validate({ zipCode: '73099', county: 'Tulsa' })).toEqual({
      status: 200,
      body: { isValid: false },
    });
    expect(await validate({ zipCode: '99999', county: 'Tulsa' })).toEqual({
      status: 200,
      body: { isValid: false },
    });
    const bad = await validate({ zipCode: '7309', county: 'Tulsa' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('ZIP code must be 5 digits');
    const noCounty = await validate({ zipCode: '73099', county: '  ' });
    expect(noCounty.status).toBe(400);
    expect(noCounty.body.error).toBe('County is required');
    expect((await validate({ zipCode: 73099, county: ['x'] })).status).toBe(400);
    expect((await validate(null)).status).toBe(400);
  });

  it('needs the access gate', async () => {
    expect((await t.request('/api/counties/all')).status).toBe(401);
    expect((await t.request('/api/counties/by-zip/73099')).status).toBe(401);
  });
});
