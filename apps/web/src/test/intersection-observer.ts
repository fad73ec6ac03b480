import { vi } from 'vitest';

/** A controllable IntersectionObserver (happy-dom's never reports): `intersect(element)` brings that element into view. */
export function mockIntersectionObserver() {
  const observers = new Set<MockObserver>();

  class MockObserver {
    readonly targets = new Set<Element>();
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options: IntersectionObserverInit = {},
    ) {
      observers.add(this);
    }
    observe(target: Element) {
      this.targets.add(target);
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
  }

  vi.stubGlobal('IntersectionObserver', MockObserver);

  return {
    /** elements observed right now */
    observed: () => [...observers].flatMap((observer) => [...observer.targets]),
    intersect(target: Element) {
      for (const observer of [...observers]) {
        if (!observer.targets.has(target)) continue;
        const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
        observer.callback([entry], observer as unknown as IntersectionObserver);
      }
    },
  };
}
