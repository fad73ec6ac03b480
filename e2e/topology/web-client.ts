/**
 * What the topology tests need of a browser, over plain HTTP: one cookie jar (the session and the `mz_device`
 * cookie) sent to whichever address a request goes to (nginx in front, or one instance directly, as a load balancer
 * would choose), with the app's origin on writes, and server-sent events read as they arrive.
 */
export class WebClient {
  readonly cookies = new Map<string, string>();

  constructor(readonly publicUrl: string) {}

  get cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A request to `base` (nginx or an instance), with the jar's cookies; cookies it sets are kept. */
  async fetch(
    base: string,
    pathname: string,
    init: RequestInit & { json?: unknown } = {},
  ): Promise<Response> {
    const { json, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (this.cookies.size > 0) headers.set('cookie', this.cookieHeader);
    const method = rest.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') headers.set('origin', new URL(this.publicUrl).origin);
    if (json !== undefined) headers.set('content-type', 'application/json');
    const response = await fetch(new URL(pathname, base), {
      ...rest,
      headers,
      redirect: 'manual',
      ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async json<T>(base: string, pathname: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
    const response = await this.fetch(base, pathname, init);
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${response.status}: ${text}`);
    return JSON.parse(text) as T;
  }

  /** Opens GET /api/user/events at `base` and collects its events until closed. */
  events(base: string): EventStream {
    const controller = new AbortController();
    const received: Array<{ event: string; data: string }> = [];
    const stream: EventStream = {
      received,
      ended: false,
      close: () => controller.abort(),
      opened: Promise.resolve(),
      async next(predicate, timeoutMs = 15_000) {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const found = received.find(predicate);
          if (found) return found;
          if (Date.now() > deadline)
            throw new Error(`no matching event in ${timeoutMs} ms: ${JSON.stringify(received)}`);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      },
    };
    stream.opened = (async () => {
      const response = await fetch(new URL('/api/user/events', base), {
        headers: { cookie: this.cookieHeader, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      if (response.status !== 200) throw new Error(`events answered ${response.status}`);
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      void (async () => {
        let buffer = '';
        try {
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              const event = /^event: (.*)$/m.exec(block)?.[1];
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (event && data !== undefined) received.push({ event, data });
            }
          }
        } catch {
          // aborted, or the instance went away
        } finally {
          stream.ended = true;
        }
      })();
    })();
    return stream;
  }
}

export interface EventStream {
  received: Array<{ event: string; data: string }>;
  ended: boolean;
  /** resolves once the stream answered 200 */
  opened: Promise<void>;
  next(
    predicate: (event: { event: string; data: string }) => boolean,
    timeoutMs?: number,
  ): Promise<{ event: string; data: string }>;
  close(): void;
}
