import type { AuthUser, Profile, Session, SessionResponse } from '@mzansi/contracts/auth';
import { endpoints } from '@mzansi/contracts/endpoints';
import { SIGN_UP_NAME_KEY, signUpName } from '@mzansi/contracts/format';
import type { Role } from '@mzansi/contracts/roles';
import type { SubscriptionSummary } from '@mzansi/contracts/subscription';
import type { ViewerProfile } from '@mzansi/contracts/viewer-profiles';
import { useSyncExternalStore } from 'react';
import { createStore } from 'zustand/vanilla';
import { api, isApiError } from '@/lib/api-client';
import { renderEnvironment, ssrState } from '@/lib/ssr-state';
import { readJson, removeKey, STORAGE_KEYS, writeJson } from '@/lib/storage';

/** What the header needs to draw a signed-in user before the server has answered. */
export type AuthUserSummary = Pick<AuthUser, 'id' | 'email'> & Partial<Omit<AuthUser, 'id' | 'email'>>;

/** Spec §3 auth state. The session token itself is an httpOnly cookie the page never sees (D14). */
export interface AuthState {
  user: AuthUserSummary | null;
  session: Session | null;
  profile: Profile | null;
  roles: Role[];
  subscription: SubscriptionSummary | null;
  /** the viewer profile this device watches as (issue 16: its language, Kids mode, maturity limit, autoplay) */
  viewerProfile: ViewerProfile | null;
  /** several profiles and this device has not chosen one: "Who's watching?" comes first */
  chooseViewerProfile: boolean;
  isLoading: boolean;
  isAuthenticated: boolean;
  error: string | null;
  /** where to go after signing in (mirrors the returnUrl of the address) */
  returnUrl: string | null;
  /** the server confirmed the state at least once since this page loaded */
  confirmed: boolean;
  /** a sign-out is on its way to /auth: guards hold still instead of redirecting with "Please sign in" */
  signingOut: boolean;

  applySession: (response: SessionResponse) => void;
  setSignedOut: (error?: string | null) => void;
  setLoading: (loading: boolean) => void;
  setError: (error: string | null) => void;
  setProfile: (profile: Profile) => void;
  /**
   * The server's newest word on the user's subscription (checkout confirmed, cancel, resume, a live event): the
   * header, drawer and guards follow at once. Ignored when nobody is signed in (a late answer after sign-out).
   */
  setSubscription: (subscription: SubscriptionSummary | null) => void;
  /** The active viewer profile as changed on this device (its name, avatar, autoplay...); others are ignored. */
  updateViewerProfile: (profile: ViewerProfile) => void;
  setReturnUrl: (returnUrl: string | null) => void;
}

interface AuthSnapshot {
  /** user_metadata keeps only the name given at sign-up (the header's name, D60) */
  user: { id: string; email: string; user_metadata?: Record<string, unknown> };
  profile: Profile | null;
  roles: Role[];
  subscription: SubscriptionSummary | null;
  /** so a Kids profile's header is drawn as such before the server answers */
  viewerProfile?: ViewerProfile | null;
}

function isViewerProfile(value: unknown): value is ViewerProfile {
  const profile = value as Partial<ViewerProfile> | null;
  return (
    !!profile &&
    typeof profile === 'object' &&
    typeof profile.id === 'string' &&
    typeof profile.kids === 'boolean'
  );
}

function readSnapshot(): AuthSnapshot | null {
  const raw = readJson(STORAGE_KEYS.auth) as Partial<AuthSnapshot> | undefined;
  if (!raw || typeof raw !== 'object' || !raw.user || typeof raw.user.id !== 'string') return null;
  const name = signUpName(raw.user.user_metadata);
  return {
    user: {
      id: raw.user.id,
      email: String(raw.user.email ?? ''),
      ...(name ? { user_metadata: { [SIGN_UP_NAME_KEY]: name } } : {}),
    },
    profile: raw.profile ?? null,
    roles: Array.isArray(raw.roles) ? raw.roles : [],
    subscription: raw.subscription ?? null,
    viewerProfile: isViewerProfile(raw.viewerProfile) ? raw.viewerProfile : null,
  };
}

function writeSnapshot(
  state: Pick<AuthState, 'user' | 'profile' | 'roles' | 'subscription' | 'viewerProfile'>,
) {
  if (!state.user) {
    removeKey(STORAGE_KEYS.auth);
    return;
  }
  const name = signUpName(state.user.user_metadata);
  const snapshot: AuthSnapshot = {
    user: {
      id: state.user.id,
      email: state.user.email,
      ...(name ? { user_metadata: { [SIGN_UP_NAME_KEY]: name } } : {}),
    },
    profile: state.profile,
    roles: state.roles,
    subscription: state.subscription,
    viewerProfile: state.viewerProfile,
  };
  writeJson(STORAGE_KEYS.auth, snapshot);
}

const signedOutState = {
  user: null,
  session: null,
  profile: null,
  roles: [] as Role[],
  subscription: null,
  viewerProfile: null,
  chooseViewerProfile: false,
  isAuthenticated: false,
};

/** The fields a session answer sets (signed in), or the signed-out ones when it has no session. */
function sessionFields(response: SessionResponse) {
  if (!response.session) return { ...signedOutState };
  return {
    user: response.session.user,
    session: response.session,
    profile: response.profile,
    roles: response.roles,
    subscription: response.subscription,
    // Read defensively: a server from before viewer profiles answers without them.
    viewerProfile: response.viewer_profile ?? null,
    chooseViewerProfile: response.choose_viewer_profile ?? false,
    isAuthenticated: true,
  };
}

const restingState = { error: null, returnUrl: null, signingOut: false };

/**
 * The state of a page the server drew: what the server answered for this request's cookie, confirmed, as the
 * server's render assumed it (entry-server.tsx) and the client's hydrating render must too.
 */
function serverDrawnState(session: SessionResponse | null) {
  return {
    ...(session ? sessionFields(session) : signedOutState),
    ...restingState,
    isLoading: false,
    confirmed: true,
  };
}

/**
 * Loading until the server confirms; a saved snapshot lets the header draw the signed-in user meanwhile. A page the
 * server drew starts from the session the server read instead: confirmed, nothing to wait for.
 */
export function initialAuthState() {
  const drawn = ssrState();
  if (drawn) return serverDrawnState(drawn.session);
  const snapshot = readSnapshot();
  return {
    ...signedOutState,
    ...(snapshot ? { ...snapshot, isAuthenticated: true } : {}),
    ...restingState,
    isLoading: true,
    confirmed: false,
  };
}

const authStore = createStore<AuthState>()((set, get) => ({
  ...initialAuthState(),
  applySession: (response) => {
    if (!response.session) {
      get().setSignedOut(null);
      return;
    }
    const next = {
      ...sessionFields(response),
      isLoading: false,
      error: null,
      confirmed: true,
    };
    writeSnapshot(next);
    set(next);
  },
  setSignedOut: (error = null) => {
    removeKey(STORAGE_KEYS.auth);
    set({ ...signedOutState, isLoading: false, error, confirmed: true });
  },
  setLoading: (isLoading) => set({ isLoading }),
  setError: (error) => set({ error }),
  setProfile: (profile) => {
    set({ profile });
    writeSnapshot(get());
  },
  setSubscription: (subscription) => {
    if (!get().isAuthenticated) return;
    set({ subscription });
    writeSnapshot(get());
  },
  updateViewerProfile: (profile) => {
    if (get().viewerProfile?.id !== profile.id) return;
    set({ viewerProfile: profile });
    writeSnapshot(get());
  },
  setReturnUrl: (returnUrl) => set({ returnUrl }),
}));

/**
 * The state a render that hydrates server HTML (or renders on the server) must see: the request's session while the
 * server draws, else the store's first state (a server-drawn page's own, see initialAuthState).
 */
const drawnOnServer = new WeakMap<object, AuthState>();
function serverSnapshot(): AuthState {
  const environment = renderEnvironment();
  if (!environment || ssrState()) return authStore.getInitialState();
  // One object per server render: React expects the same snapshot each time it asks.
  let state = drawnOnServer.get(environment);
  if (!state) {
    state = { ...authStore.getState(), ...serverDrawnState(environment.session) };
    drawnOnServer.set(environment, state);
  }
  return state;
}

const identity = (state: AuthState) => state;

function useAuthStoreHook(): AuthState;
function useAuthStoreHook<T>(selector: (state: AuthState) => T): T;
function useAuthStoreHook<T>(selector: (state: AuthState) => T | AuthState = identity): T | AuthState {
  return useSyncExternalStore(
    authStore.subscribe,
    () => selector(authStore.getState()),
    () => selector(serverSnapshot()),
  );
}

/**
 * The auth store (Zustand): `useAuthStore(selector)` in components, `useAuthStore.getState()` and `.setState()`
 * elsewhere. Unlike Zustand's own hook, a render on the server (or one hydrating its HTML) reads the session the
 * server drew the page for, not the store's first state.
 */
export const useAuthStore = Object.assign(useAuthStoreHook, authStore);

/** Keeps the saved snapshot (spec §3) in step with the session a server-drawn page started from. */
export function rememberServerSession(): void {
  const drawn = ssrState();
  if (drawn) writeSnapshot(authStore.getState());
}

/** Spec §4/§9: refresh on focus only when the session has 600 s or fewer left. */
export const SESSION_REFRESH_THRESHOLD_S = 600;
/** Spec §9: the periodic refresh. */
export const SESSION_REFRESH_INTERVAL_MS = 50 * 60_000;
/** Spec §4/§9: auth loading is forced to end after 8 s (the first of the two readings, D24). */
export const AUTH_LOADING_TIMEOUT_MS = 8000;

export function shouldRefreshSession(expiresAt: number | null | undefined, nowSeconds: number): boolean {
  if (expiresAt == null) return false;
  return expiresAt - nowSeconds <= SESSION_REFRESH_THRESHOLD_S;
}

let inFlight: Promise<void> | null = null;
/** Bumped when the session reads in flight are forgotten: an answer that comes back after that is not applied. */
let generation = 0;

/**
 * GET /api/auth/session (spec §4 refresh). No session, or an unauthenticated/forbidden answer, means signed out. A failure to reach the server
 * (offline, 5xx, timeout) leaves the known state alone and ends loading: being offline is not being signed out (D24).
 */
export function refreshSession(options: { background?: boolean } = {}): Promise<void> {
  if (inFlight) return inFlight;
  const store = useAuthStore;
  const mine = generation;
  inFlight = (async () => {
    try {
      const response = await api(
        endpoints.session,
        {},
        {
          cache: 'no-store',
          background: options.background ?? true,
          retries: options.background === false ? undefined : 1,
        },
      );
      if (mine !== generation) return;
      store.getState().applySession(response);
    } catch (error) {
      if (mine !== generation) return;
      if (isApiError(error) && (error.code === 'unauthenticated' || error.code === 'forbidden')) {
        store.getState().setSignedOut(null);
      } else {
        store.setState({ isLoading: false });
      }
    } finally {
      if (mine === generation) inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Forgets a session read still in flight, and its answer when it comes (tests start each case afresh: a read the last
 * case started must not sign out the next case's user).
 */
export function resetSessionRefresh(): void {
  generation += 1;
  inFlight = null;
}

/** Back to signed out, as after a logout here or in another tab (spec §4). */
export function resetAuthState(): void {
  removeKey(STORAGE_KEYS.auth);
  useAuthStore.setState({
    ...signedOutState,
    isLoading: false,
    error: null,
    returnUrl: null,
    confirmed: true,
  });
}
