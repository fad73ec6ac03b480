import { createBrowserRouter } from 'react-router';
import { routes } from './routes';

/**
 * Gives the page's history entry its own key before the router reads it. React Router keys a document's first entry
 * "default", so every fresh load (an address typed, a link from the landing page) shared the scroll position the
 * last page saved under "default" and opened part-way down (issue 14). With a key of its own in history.state, a
 * new entry starts at the top, while a reload or back/forward to it (which keep history.state) still restores.
 */
export function keyFirstHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  if (state && typeof state === 'object' && typeof (state as { key?: unknown }).key === 'string') return;
  const key = Math.random().toString(36).slice(2, 10);
  const kept = state && typeof state === 'object' ? state : {};
  history.replaceState({ usr: null, idx: 0, ...kept, key }, '');
}

keyFirstHistoryEntry();

export const router = createBrowserRouter(routes);
