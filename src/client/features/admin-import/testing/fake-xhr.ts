/**
 * A stand-in for XMLHttpRequest, which the Medicare file upload uses for its progress events:
 * each request is kept so a test can read what was sent, report upload progress, answer it or
 * break it off. Wrap progress(), respond() and fail() in act(): they update the screen.
 */
import { onTestFinished, vi } from 'vitest';

type Handler = ((event: Record<string, unknown>) => void) | null;

export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  readonly upload: { onprogress: Handler } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }

  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.({});
  }

  /** Reports `loaded` of `total` bytes sent. */
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }

  /** Answers with this status and JSON body. */
  respond(status: number, body: unknown) {
    this.status = status;
    this.statusText = String(status);
    this.responseText = JSON.stringify(body);
    this.onload?.({});
  }

  /** The connection breaks before an answer. */
  fail() {
    this.onerror?.({});
  }
}

/** Replaces XMLHttpRequest for this test; answers the list of requests sent, in order. */
export function stubXhr(): FakeXhr[] {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onTestFinished(() => {
    vi.unstubAllGlobals();
  });
  return FakeXhr.sent;
}

/** The one request sent so far (fails the test when there is not exactly one). */
export function onlyRequest(sent: FakeXhr[]): FakeXhr {
  if (sent.length !== 1) throw new Error(`expected one upload, got ${sent.length}`);
  return sent[0] as FakeXhr;
}
