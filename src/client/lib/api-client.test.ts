import { describe, expect, it, vi } from 'vitest';
import { ACCESS_FLAG_KEY } from '../../shared/constants';
import { json, mockFetch } from '../testing/fetch-mock';
import { hasAccessFlag, setAccessFlag, subscribeToAccessFlag } from './access-flag';
import { ApiError, apiGet, apiPost, errorMessage, setRequestLanguage } from './api-client';

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('apiRequest failure rule (spec §7)', () => {
  it('throws "{status}: {body text}" and exposes the status and parsed body', async () => {
    const bodyText = '{"error":"Plan not found","code":"NOT_FOUND"}';
    mockFetch({
      'GET /api/admin/plans/H1': () => new Response(bodyText, { status: 404, statusText: 'Not Found' }),
    });

    const error = await caught(apiGet('/api/admin/plans/H1'));

    expect(error.message).toBe(`404: ${bodyText}`);
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ error: 'Plan not found', code: 'NOT_FOUND' });
    expect(errorMessage(error, 'fallback')).toBe('Plan not found');
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch({
      'GET /api/ready': () => new Response('', { status: 503, statusText: 'Service Unavailable' }),
    });

    const error = await caught(apiGet('/api/ready'));

    expect(error.message).toBe('503: Service Unavailable');
    expect(error.body).toBeNull();
    expect(errorMessage(error, 'Try again later')).toBe('Try again later');
  });

  it('keeps a non-JSON body in the message without a parsed body', async () => {
    mockFetch({
      'GET /api/x': () => new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }),
    });

    const error = await caught(apiGet('/api/x'));

    expect(error.message).toBe('502: <h1>Bad gateway</h1>');
    expect(error.body).toBeNull();
  });
});

describe('apiRequest requests', () => {
  it('sends cookies and a JSON body with a JSON content type', async () => {
    const fetchMock = mockFetch({ 'POST /api/admin/login': () => json({ success: true }) });

    await expect(apiPost('/api/admin/login', { email: 'a@b.co', password: 'pw' })).resolves.toEqual({
      success: true,
    });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"email":"a@b.co","password":"pw"}');
  });

  it('sends a JSON content type even without a body, so the server does not answer 415', async () => {
    const fetchMock = mockFetch({ 'POST /api/admin/logout': () => json({ success: true }) });

    await apiPost('/api/admin/logout');

    const init = fetchMock.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{}');
  });

  it('sends no body on GET and reads the JSON answer', async () => {
    const fetchMock = mockFetch({ 'GET /api/access': () => json({ granted: true }) });

    await expect(apiGet('/api/access')).resolves.toEqual({ granted: true });
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBeUndefined();
  });
});

describe('401 handling', () => {
  const authRequired = () =>
    json(
      { error: 'Authentication required', code: 'AUTH_REQUIRED' },
      { status: 401, statusText: 'Unauthorized' },
    );

  it('resolves to null on 401 when configured to', async () => {
    mockFetch({ 'GET /api/admin/session': authRequired });

    await expect(apiGet('/api/admin/session', { on401: 'null' })).resolves.toBeNull();
  });

  it('throws on 401 by default', async () => {
    mockFetch({ 'GET /api/admin/stats': authRequired });

    const error = await caught(apiGet('/api/admin/stats'));
    expect(error.status).toBe(401);
    expect(error.body?.code).toBe('AUTH_REQUIRED');
  });

  it('still throws other failures when 401 yields null', async () => {
    mockFetch({
      'GET /api/admin/session': () => new Response('', { status: 500, statusText: 'Server Error' }),
    });

    await expect(apiGet('/api/admin/session', { on401: 'null' })).rejects.toThrow('500: Server Error');
  });

  it('clears the access flag and notifies the app when the gate cookie has expired', async () => {
    setAccessFlag();
    const listener = vi.fn();
    const unsubscribe = subscribeToAccessFlag(listener);
    mockFetch({
      'GET /api/medication-lookup': () =>
        json({ error: 'Access password required', code: 'ACCESS_REQUIRED' }, { status: 401 }),
    });

    await expect(apiGet('/api/medication-lookup')).rejects.toThrow(ApiError);

    expect(hasAccessFlag()).toBe(false);
    expect(window.sessionStorage.getItem(ACCESS_FLAG_KEY)).toBeNull();
    expect(listener).toHaveBeenCalled();
    unsubscribe();
  });

  it('keeps the access flag for a 401 that is about the admin session', async () => {
    setAccessFlag();
    mockFetch({ 'GET /api/admin/stats': authRequired });

    await expect(apiGet('/api/admin/stats')).rejects.toThrow(ApiError);

    expect(hasAccessFlag()).toBe(true);
  });
});

describe('the language of requests (issue 20)', () => {
  it('asks for the language the person chose on every request, reads and changes alike', async () => {
    const fetchMock = mockFetch({
      'GET /api/app-info': () => json({}),
      'POST /api/medicare/submit': () => json({}),
    });
    try {
      setRequestLanguage('es');
      await apiGet('/api/app-info');
      await apiPost('/api/medicare/submit', {});
      setRequestLanguage('en');
      await apiGet('/api/app-info');
      const asked = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Accept-Language'));
      expect(asked).toEqual(['es', 'es', 'en']);
    } finally {
      setRequestLanguage('en');
    }
  });
});
