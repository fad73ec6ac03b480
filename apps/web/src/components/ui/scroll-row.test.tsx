import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScrollRow } from './scroll-row';

/** The arrows' media query (md and up, not a coarse pointer) answered as a desktop or a phone would. */
function screenLike(device: 'desktop' | 'phone') {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: device === 'desktop',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}
beforeEach(() => screenLike('desktop'));
afterEach(() => vi.unstubAllGlobals());

const ITEMS = ['Umkhokha', 'Lindiwe', 'Kasi Kings', 'Cape Noir', 'Ubuntu Road'];

function renderRow(items = ITEMS) {
  const view = render(
    <>
      <button type="button">Before</button>
      <ScrollRow
        items={items}
        label="Trending in South Africa"
        getKey={(item) => item}
        itemClassName="basis-1/3"
        renderItem={(item, focusProps) => (
          <a href={`/watch/${item}`} {...focusProps}>
            {item}
          </a>
        )}
      />
      <button type="button">After</button>
    </>,
  );
  const list = screen.getByRole('list', { name: 'Trending in South Africa' });
  return { ...view, list };
}

/** Gives the list a layout (happy-dom has none) and reports a scroll. */
async function layOut(
  list: HTMLElement,
  { scrollLeft, scrollWidth = 1000, clientWidth = 400 }: Record<string, number>,
) {
  Object.defineProperty(list, 'scrollWidth', { value: scrollWidth, configurable: true });
  Object.defineProperty(list, 'clientWidth', { value: clientWidth, configurable: true });
  list.scrollLeft = scrollLeft!;
  fireEvent.scroll(list);
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
}

describe('ScrollRow', () => {
  it('is one tab stop: only the first item is tabbable, and Tab leaves the row after it', async () => {
    renderRow();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.tabIndex)).toEqual([0, -1, -1, -1, -1]);

    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(links[0]);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('moves focus with ArrowRight and ArrowLeft, scrolling the focused item into view', async () => {
    renderRow();
    const links = screen.getAllByRole('link');
    const scrolled = vi.fn();
    for (const link of links) link.scrollIntoView = scrolled;
    links[0]!.focus();

    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(links[1]);
    expect(scrolled).toHaveBeenLastCalledWith(expect.objectContaining({ inline: 'nearest' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(links[3]);
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(links[2]);

    // The item last focused is the row's tab stop from now on.
    expect(links.map((link) => link.tabIndex)).toEqual([-1, -1, 0, -1, -1]);
  });

  it('stops at either end, and Home and End jump to the first and last item', async () => {
    renderRow();
    const links = screen.getAllByRole('link');
    links[0]!.focus();

    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(links[0]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(links[4]);
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(links[4]);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(links[0]);
  });

  it('keeps the tab stop on an item focused by pointer', async () => {
    renderRow();
    const links = screen.getAllByRole('link');
    fireEvent.focus(links[3]!);
    expect(links[3]!.tabIndex).toBe(0);
    expect(links[0]!.tabIndex).toBe(-1);
  });

  it('shows the arrow buttons only where there is more to scroll to', async () => {
    const { list } = renderRow();
    // Not measured yet: no arrows.
    expect(screen.queryByRole('button', { name: /Scroll Trending/ })).toBeNull();

    await layOut(list, { scrollLeft: 0 });
    expect(screen.queryByRole('button', { name: 'Scroll Trending in South Africa back' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Scroll Trending in South Africa forward' })).toBeTruthy();

    await layOut(list, { scrollLeft: 300 });
    expect(screen.getByRole('button', { name: 'Scroll Trending in South Africa back' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scroll Trending in South Africa forward' })).toBeTruthy();

    await layOut(list, { scrollLeft: 600 });
    expect(screen.getByRole('button', { name: 'Scroll Trending in South Africa back' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scroll Trending in South Africa forward' })).toBeNull();
  });

  it('never measures a row on a phone, where it is swiped: reading its scroll width would force a layout', async () => {
    screenLike('phone');
    const { list } = renderRow();
    const scrollWidth = vi.fn(() => 1000);
    Object.defineProperty(list, 'scrollWidth', { get: scrollWidth, configurable: true });
    fireEvent.scroll(list);
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(scrollWidth).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Scroll/ })).toBeNull();
  });

  it('has no arrows when everything fits', async () => {
    const { list } = renderRow(['Only one']);
    await layOut(list, { scrollLeft: 0, scrollWidth: 400, clientWidth: 400 });
    expect(screen.queryByRole('button', { name: /Scroll/ })).toBeNull();
  });

  it('scrolls by most of a view with the arrow buttons, which take no tab stop', async () => {
    const { list } = renderRow();
    const scrollBy = vi.fn();
    list.scrollBy = scrollBy as typeof list.scrollBy;
    await layOut(list, { scrollLeft: 300 });

    const forward = screen.getByRole('button', { name: 'Scroll Trending in South Africa forward' });
    expect(forward.tabIndex).toBe(-1);
    await userEvent.click(forward);
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: 340 }));
    await userEvent.click(screen.getByRole('button', { name: 'Scroll Trending in South Africa back' }));
    expect(scrollBy).toHaveBeenLastCalledWith(expect.objectContaining({ left: -340 }));
    await waitFor(() => expect(scrollBy).toHaveBeenCalledTimes(2));
  });
});
