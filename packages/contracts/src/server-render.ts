import type { Language } from '@mzansi/i18n/languages';
import type { SessionResponse } from './auth';

/**
 * The contract between the API server and the web app's server renderer (apps/web/src/entry-server.tsx, built into
 * apps/web/dist-ssr): the server asks it to draw a page, it answers with the HTML of #root and the state the browser
 * hydrates from (written into the page as JSON under SSR_STATE_ELEMENT_ID).
 */
export interface ServerRenderRequest {
  /** the page's absolute URL (path and query as asked) */
  url: string;
  /** this request's viewer (GET /api/auth/session's answer for its cookie), or null */
  session: SessionResponse | null;
  /** the request's User-Agent: the renderer guesses spec §2's mobile layout from it as the browser will */
  userAgent: string;
  /** the interface language of this request (its choice, else its Accept-Language) */
  language: Language;
  /**
   * Answers one of the app's API calls (a GET of `/api/...`) for this request, in-process, as the API would answer
   * the browser that sent it (its cookie, its address).
   */
  fetchApi: (path: string, init: RequestInit) => Promise<Response>;
}

export type ServerRenderResult =
  /**
   * `html` goes inside #root, `state` into the page as JSON for the hydrating client; `modules` are the lazy modules
   * the page runs (as the client build's manifest names them, or `npm:<package>` for a package's own chunk), for the
   * server to preload with the app's start.
   */
  | {
      drawn: true;
      html: string;
      state: unknown;
      modules: string[];
      /** the page opens to play a video: its first frame, not an image, is what the viewer waits for */
      playing: boolean;
    }
  /** not a page the server draws (account, admin and studio pages, redirects), or its data failed: the client draws it */
  | { drawn: false };

export interface ServerRenderer {
  renderPage(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/** The id of the `<script type="application/json">` that carries the renderer's state into the page. */
export const SSR_STATE_ELEMENT_ID = 'ssr-state';
