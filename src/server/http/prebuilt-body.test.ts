import { gunzipSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, bodyBytes, sendPrebuiltJson } from './prebuilt-body.ts';

describe('prebuilt answers and Accept-Encoding', () => {
  it('reads gzip as accepted only with a weight above zero, or through * when not named', () => {
    const cases: Array<[string | undefined, boolean]> = [
      ['gzip, deflate, br', true],
      ['br;q=1.0, GZIP;q=0.5', true],
      ['x-gzip', true],
      ['gzip;q=0', false],
      ['gzip; q=0.000, *', false],
      ['deflate, br', false],
      ['*', true],
      ['*;q=0', false],
      ['identity', false],
      ['', false],
      [undefined, false],
    ];
    for (const [header, accepted] of cases) expect([header, acceptsGzip(header)]).toEqual([header, accepted]);
  });

  it('sends the compressed bytes only to a request that accepts them', async () => {
    const json = Buffer.from(JSON.stringify({ drugs: ['Lisinopril', 'Metformin'] }));
    const body = { json: bodyBytes(json), gzip: bodyBytes(gzipSync(json)) };
    const app = new Hono().get('/', (c) => sendPrebuiltJson(c, body));

    const zipped = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(json.toString());

    const refused = await app.request('/', { headers: { 'accept-encoding': 'gzip;q=0, identity' } });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('vary')).toBe('Accept-Encoding');
    expect(await refused.text()).toBe(json.toString());
  });
});
