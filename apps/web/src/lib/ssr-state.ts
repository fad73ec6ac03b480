import type { SessionResponse } from '@mzansi/contracts/auth';
import { isLanguage, type Language } from '@mzansi/i18n/languages';
import { SSR_STATE_ELEMENT_ID } from '@mzansi/contracts/server-render';
import type { DehydratedState } from '@tanstack/react-query';
import { readEmbeddedJson } from './embedded-json';

/**
 * What the server knew when it drew a page (apps/web/src/entry-server.tsx), written into the HTML as JSON
 * (`<script type="application/json" id="ssr-state">`): the client's first render, which hydrates that HTML, must
 * draw exactly the same thing, so it starts from the same answers, the same viewer and the same layout guess.
 */
export interface SsrState {
  /** the TanStack Query cache the server filled for the page (dehydrate()) */
  queries: DehydratedState;
  /** GET /api/auth/session as the server answered it for this request's cookie (null: nobody signed in) */
  session: SessionResponse | null;
  /** the server's guess of spec §2's mobile layout, from the user agent */
  mobile: boolean;
  /** the page's language and the catalogues (by namespace) its render used */
  i18n: { language: Language; resources: Record<string, Record<string, unknown>> };
}

let embedded: SsrState | null | undefined;

/** The state the server drew this page with, or null when the page was not drawn on the server. Read once. */
export function ssrState(): SsrState | null {
  if (embedded === undefined) {
    const value = readEmbeddedJson(SSR_STATE_ELEMENT_ID) as Partial<SsrState> | undefined;
    embedded =
      value &&
      typeof value === 'object' &&
      value.queries &&
      typeof value.mobile === 'boolean' &&
      value.i18n &&
      isLanguage(value.i18n.language)
        ? { queries: value.queries, session: value.session ?? null, mobile: value.mobile, i18n: value.i18n }
        : null;
  }
  return embedded;
}

/**
 * The environment of the render in progress on the server. renderToString is synchronous, so one module-level value
 * set just before it and cleared just after serves concurrent requests safely (withServerRender).
 */
let serverRender: Pick<SsrState, 'session' | 'mobile'> | null = null;

/** Runs a synchronous server render with this request's viewer and layout guess (server only). */
export function withServerRender<T>(environment: Pick<SsrState, 'session' | 'mobile'>, render: () => T): T {
  serverRender = environment;
  try {
    return render();
  } finally {
    serverRender = null;
  }
}

/**
 * What a hydrating first render must assume where the browser could say otherwise (useSyncExternalStore's server
 * snapshot): the server's own view while it renders, the embedded one while the client hydrates, null when the page
 * was not server-drawn (then the client's first render is its own and may read the browser at once).
 */
export function renderEnvironment(): Pick<SsrState, 'session' | 'mobile'> | null {
  return serverRender ?? ssrState();
}
