import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/setup/test-app.ts';
import { JSON_BODY_LIMIT_BYTES } from './app.ts';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clearplan-client-'));
fs.writeFileSync(
  path.join(clientDir, 'index.html'),
  '<!doctype html><title>ClearPlan</title><div id="root"></div>',
);
fs.mkdirSync(path.join(clientDir, 'assets'));
fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-powered-by')).toBeNull();
  expect(res.headers.get('strict-transport-security')).toBeNull();
}

describe('the HTTP application', () => {
  let t: TestApp;
  let gate: string;
  beforeAll(async () => {
    t = await createTestApp('PGlite', { clientDir });
    gate = await t.gateCookie();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('serves the SPA for any non-API path, with security headers and no caching of index.html', async () => {
    // A share link's path has a dot and a signature after it, and is still an app route.
    const shared = '/shared/7a2d3b5f-0000-4000-8000-000000000000.AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg';
    for (const p of ['/', '/admin/plans', '/results/abc', '/no/such/page', shared]) {
      const res = await t.request(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(res);
    }
  });

  it('serves hashed assets with a long cache and the same headers', async () => {
    const res = await t.request('/assets/app-abc123.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expectSecurityHeaders(res);
    const missing = await t.request('/assets/missing-123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  it('answers unknown API paths with JSON 404, not the SPA', async () => {
    const res = await t.request('/api/does-not-exist', { cookies: gate });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ error: 'Not found', code: 'NOT_FOUND' });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expectSecurityHeaders(res);
  });

  it('marks every API response no-store, but the drug catalogue, which is revalidated by its ETag', async () => {
    for (const p of ['/api/health', '/api/ready', '/api/access']) {
      const res = await t.request(p, { cookies: gate });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(res);
    }
    // The same for everyone and free of personal information (issue 21): kept, but asked for again.
    const catalogue = await t.request('/api/medication-lookup', { cookies: gate });
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get('cache-control')).toBe('no-cache');
    expect(catalogue.headers.get('etag')).toMatch(/^"\d+-[\w-]{22}"$/);
    expectSecurityHeaders(catalogue);
    expect(await (await t.request('/api/ready')).json()).toEqual({ status: 'ready' });
  });

  it('refuses state-changing requests that are not JSON (415) or come from another origin (403), changing nothing', async () => {
    const form = await t.request('/api/admin/login', {
      body: 'email=a%40b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      cookies: gate,
    });
    expect(form.status).toBe(415);
    const plain = await t.request('/api/access', {
      body: '{"password":"x"}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.status).toBe(415);
    const foreign = await t.request('/api/access', {
      json: { password: 'Test-Access-Word' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
    const crossSite = await t.request('/api/access', {
      json: { password: 'Test-Access-Word' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const sameOrigin = await t.request('/api/access', {
      json: { password: 'Test-Access-Word' },
      headers: { origin: 'http://localhost' },
    });
    expect(sameOrigin.status).toBe(200);
  });

  it('refuses a NUL character in a path, a query or a JSON body with 400, storing nothing', async () => {
    const paths = ['/api/medicare/plan/%00', '/api/medication-lookup?q=a%00', '/api/counties/by-zip/7309%00'];
    for (const path of paths) {
      const response = await t.request(path, { cookies: gate });
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 400,
        body: expect.objectContaining({ error: 'The request contains a character that is not allowed.' }),
      });
    }
    const history = () => t.request('/api/medicare/users/search', { cookies: gate, json: { q: 'Nulcheck' } });
    const nulSearch = await t.request('/api/medicare/users/search', {
      cookies: gate,
      json: { q: 'Nul\u0000check' },
    });
    expect(nulSearch.status).toBe(400);
    const before = await history();
    const submit = await t.request('/api/medicare/submit', {
      cookies: gate,
      json: {
        firstName: 'Nul\u0000check',
        lastName: 'Nulcheck',
        birthDate: '1950-01-01',
        zipCode: '74012',
        county: 'Tulsa',
        noMedications: true,
        noDoctors: true,
      },
    });
    expect(submit.status).toBe(400);
    const after = await history();
    expect(await after.json()).toEqual(await before.json());
    // A JSON escape that merely looks similar is fine.
    const fine = await t.request('/api/access', { json: { password: 'not \\u0000 a nul' } });
    expect(fine.status).toBe(401);
  });

  it('refuses a body over the limit with 413 and the usual headers', async () => {
    const res = await t.request('/api/access', {
      json: { password: 'x'.repeat(JSON_BODY_LIMIT_BYTES + 10) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('PAYLOAD_TOO_LARGE');
    expectSecurityHeaders(res);
  });

  it('logs method, route pattern, status and time, but never query strings, bodies or cookies', async () => {
    t.logs.length = 0;
    await t.request('/api/access?secret=canary-query', { json: { password: 'canary-password' } });
    await t.request('/api/medication-lookup?q=canary-drug', { cookies: gate });
    const lines = t.logs.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines.map((l) => [l.method, l.route, l.status])).toEqual([
      ['POST', '/api/access', 401],
      ['GET', '/api/medication-lookup', 200],
    ]);
    const all = t.logs.join('\n');
    expect(all).not.toMatch(/canary/);
    expect(all).not.toContain(gate.split('=')[1]);
  });
});
