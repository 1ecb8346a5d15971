import { onTestFinished, vi } from 'vitest';

export type MockRequest = { method: string; url: URL; body: unknown; init: RequestInit | undefined };
type Handler = (request: MockRequest) => Response | Promise<Response>;

/** A JSON response, the way the server answers. */
export function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

/**
 * Replaces global fetch with a table of "METHOD /path" handlers. An unexpected request fails the
 * test loudly rather than hanging, so a screen that calls the wrong endpoint is caught.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const handler = handlers[`${method} ${url.pathname}`];
    if (!handler) throw new Error(`Unexpected request: ${method} ${url.pathname}`);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    return handler({ method, url, body, init });
  });
  vi.stubGlobal('fetch', fetchMock);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return fetchMock;
}

/** The requests made so far to one endpoint. */
export function requestsTo(fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) {
  return fetchMock.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url, init }) => url.pathname === path && (init?.method ?? 'GET') === method);
}

/** A promise whose resolution the test controls, for asserting pending states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
