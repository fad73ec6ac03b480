import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { prefersReducedMotion } from '@/lib/data-saver';

/** Spread on the one focusable element of each item (its link): the row's roving tab stop. */
export interface RowItemFocusProps {
  tabIndex: 0 | -1;
  'data-row-index': number;
}

interface ScrollRowProps<T> {
  items: readonly T[];
  /** accessible name of the list, e.g. the row's heading */
  label: string;
  getKey: (item: T) => string;
  renderItem: (item: T, focusProps: RowItemFocusProps, index: number) => ReactNode;
  /** width of one item (flex-basis per breakpoint): decides how many fit in a view */
  itemClassName: string;
  className?: string;
}

/** Bleeds to the page edges (the page container's padding) so items scroll under the arrows, not beside them. */
export const ROW_BLEED = '-mx-4 sm:-mx-6 lg:-mx-10';
export const ROW_LIST_CLASSES =
  'scrollbar-none flex snap-x snap-mandatory gap-3 overflow-x-auto overscroll-x-contain scroll-px-4 px-4 py-2 sm:scroll-px-6 sm:px-6 lg:scroll-px-10 lg:px-10 xl:gap-4';

const ARROW =
  'absolute inset-y-2 z-10 hidden w-10 items-center justify-center text-foreground transition-opacity duration-200 md:flex lg:w-12 pointer-coarse:hidden opacity-70 hover:opacity-100 group-hover/row:opacity-100';
/** Where ARROW shows (md and up, not a coarse pointer): elsewhere the row is swiped and never measured. */
const ARROWS_SHOWN = '(min-width: 48rem) and (not (pointer: coarse))';

let arrowsQuery: { matchMedia: typeof window.matchMedia; list: MediaQueryList } | undefined;
/** The query's list, made once per matchMedia (evaluating a media query on every render is not free). */
function arrowsMedia(): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  if (arrowsQuery?.matchMedia !== window.matchMedia) {
    // eslint-disable-next-line @typescript-eslint/unbound-method -- kept only as a cache key, never called
    arrowsQuery = { matchMedia: window.matchMedia, list: window.matchMedia(ARROWS_SHOWN) };
  }
  return arrowsQuery.list;
}
function subscribeToArrowsMedia(onChange: () => void): () => void {
  const query = arrowsMedia();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/**
 * Whether the arrows can show (without matchMedia, as in tests: yes). Measuring a row reads its scroll width, which
 * forces a layout of the page: on a phone, where rows are swiped, that was a third of the main-thread work of
 * drawing /home.
 */
function useArrowsShown(): boolean {
  // Drawn on the server (and hydrated) unmeasured, as a phone's row: arrows only show once measured anyway.
  return useSyncExternalStore(
    subscribeToArrowsMedia,
    () => arrowsMedia()?.matches ?? true,
    () => false,
  );
}

/**
 * A horizontally scrolling row (DESIGN.md): scroll-snap, native swipe on touch, arrow buttons on desktop that hide at
 * either end, and one tab stop for the keyboard — ArrowLeft/ArrowRight move between items, Home/End jump to the
 * ends, and the focused item is scrolled into view.
 */
export function ScrollRow<T>({
  items,
  label,
  getKey,
  renderItem,
  itemClassName,
  className,
}: ScrollRowProps<T>) {
  const { t } = useTranslation('common');
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  // Both arrows stay hidden until the row has been measured.
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const activeIndex = Math.min(active, Math.max(items.length - 1, 0));

  const measure = useCallback(() => {
    const list = listRef.current;
    if (!list) return;
    const max = list.scrollWidth - list.clientWidth;
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft >= max - 1;
    setEdges((previous) =>
      previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd },
    );
  }, []);

  const measured = useArrowsShown();
  useEffect(() => {
    const list = listRef.current;
    if (!list || !measured) return;
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    list.addEventListener('scroll', schedule, { passive: true });
    const resizeObserver = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resizeObserver?.observe(list);
    schedule();
    return () => {
      cancelAnimationFrame(frame);
      list.removeEventListener('scroll', schedule);
      resizeObserver?.disconnect();
    };
  }, [measure, measured, items.length]);

  function focusItem(index: number) {
    setActive(index);
    const element = listRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
    if (!element) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({
      block: 'nearest',
      inline: 'nearest',
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || items.length === 0) return;
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? Math.min(activeIndex + 1, last)
        : event.key === 'ArrowLeft'
          ? Math.max(activeIndex - 1, 0)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    focusItem(next);
  }

  function handleFocus(event: FocusEvent<HTMLUListElement>) {
    const index = Number(
      (event.target as HTMLElement).closest('[data-row-index]')?.getAttribute('data-row-index'),
    );
    if (Number.isInteger(index) && index !== activeIndex) setActive(index);
  }

  function handleScrollBy(direction: 1 | -1) {
    const list = listRef.current;
    if (!list) return;
    list.scrollBy({
      left: direction * Math.max(list.clientWidth * 0.85, 200),
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }

  return (
    <div className={clsx('group/row relative', ROW_BLEED, className)}>
      {/* Pointer shortcuts: keyboard users move with the arrow keys inside the row, so these take no tab stop. */}
      {edges.atStart ? null : (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('actions.scrollBack', { label })}
          onClick={() => handleScrollBy(-1)}
          className={clsx(ARROW, 'left-0 bg-gradient-to-r from-background via-background/70 to-transparent')}
        >
          <ChevronLeft className="size-8" aria-hidden="true" />
        </button>
      )}
      {/* The keys and focus come from the links inside (delegation); the list itself is not a control. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul
        ref={listRef}
        aria-label={label}
        onKeyDown={handleKeyDown}
        onFocus={handleFocus}
        className={ROW_LIST_CLASSES}
      >
        {items.map((item, index) => (
          <li key={getKey(item)} className={clsx('shrink-0 snap-start', itemClassName)}>
            {renderItem(item, { tabIndex: index === activeIndex ? 0 : -1, 'data-row-index': index }, index)}
          </li>
        ))}
      </ul>
      {edges.atEnd ? null : (
        <button
          type="button"
          tabIndex={-1}
          aria-label={t('actions.scrollForward', { label })}
          onClick={() => handleScrollBy(1)}
          className={clsx(ARROW, 'right-0 bg-gradient-to-l from-background via-background/70 to-transparent')}
        >
          <ChevronRight className="size-8" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
