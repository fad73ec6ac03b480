import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useIsMobileLayout } from './use-is-mobile-layout';

function Probe({ tick }: { tick: number }) {
  return <p data-tick={tick}>{useIsMobileLayout() ? 'mobile' : 'desktop'}</p>;
}

const original = Object.getOwnPropertyDescriptor(window, 'innerWidth')!;

describe('useIsMobileLayout', () => {
  afterEach(() => {
    Object.defineProperty(window, 'innerWidth', original);
  });

  it('reads the window once (a forced layout), not on every render, and again after a resize', () => {
    let width = 1200;
    let reads = 0;
    Object.defineProperty(window, 'innerWidth', {
      configurable: true,
      get: () => {
        reads++;
        return width;
      },
    });
    const touch = Object.getOwnPropertyDescriptor(window.navigator, 'maxTouchPoints');
    Object.defineProperty(window.navigator, 'maxTouchPoints', { configurable: true, value: 5 });
    try {
      const view = render(<Probe tick={0} />);
      for (let tick = 1; tick <= 5; tick++) view.rerender(<Probe tick={tick} />);
      expect(screen.getByText('desktop')).toBeTruthy();
      expect(reads).toBe(1);

      width = 600;
      act(() => void window.dispatchEvent(new Event('resize')));
      expect(screen.getByText('mobile')).toBeTruthy();
      expect(reads).toBe(2);
      view.unmount();
    } finally {
      if (touch) Object.defineProperty(window.navigator, 'maxTouchPoints', touch);
      else Reflect.deleteProperty(window.navigator, 'maxTouchPoints');
    }
  });
});
