import type { Context } from 'hono';

/** A JSON answer serialized and compressed once, sent as it is to every reader. */
export type PrebuiltJson = {
  json: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
};

/** No copy per request. */
export function bodyBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes.byteLength);
  out.set(bytes);
  return out;
}

/** RFC 9110 §12.5.3: gzip (or `x-gzip`) named with a weight above zero, or not named and `*` above zero. */
export function acceptsGzip(header: string | undefined): boolean {
  let named: boolean | undefined;
  let any = false;
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const accepted = Number.isFinite(weight) && weight > 0;
    if (coding === 'gzip' || coding === 'x-gzip') named = (named ?? false) || accepted;
    else if (coding === '*') any = accepted;
  }
  return named ?? any;
}

/** Compressed when the request accepts gzip, else JSON; `Vary` tells caches the two differ. */
export function sendPrebuiltJson(c: Context, body: PrebuiltJson, status: 200 = 200): Response {
  c.header('Content-Type', 'application/json; charset=UTF-8');
  c.header('Vary', 'Accept-Encoding');
  if (acceptsGzip(c.req.header('accept-encoding'))) {
    c.header('Content-Encoding', 'gzip');
    return c.body(body.gzip, status);
  }
  return c.body(body.json, status);
}
