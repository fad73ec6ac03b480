/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base URL baked in at build time (spec §7); empty means "same origin, /api". */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Runtime override of the API base, set by the page that hosts the app (spec §7). */
  __MZANSI_API_BASE__?: string;
}
