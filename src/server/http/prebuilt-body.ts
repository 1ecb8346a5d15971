import type { Context } from 'hono';

/** A JSON answer serialized and compressed once, sent as it is to every reader (issue 21). */
export type PrebuiltJson = {
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
};

/** Bytes made once, as the response body takes them (no copy per request). */
export function bodyBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes.byteLength);
  out.set(bytes);
  return out;
}

/**
 * Sends the prebuilt answer: compressed when the request accepts gzip (browsers always do),
 * otherwise as JSON; `Vary` tells caches the two differ.
 */
export function sendPrebuiltJson(c: Context, body: PrebuiltJson, status: 200 = 200): Response {
  c.header('Content-Type', 'application/json; charset=UTF-8');
  c.header('Vary', 'Accept-Encoding');
  if (/\bgzip\b/.test(c.req.header('accept-encoding') ?? '')) {
    c.header('Content-Encoding', 'gzip');
    return c.body(body.gzip, status);
  }
  return c.body(body.json, status);
}
