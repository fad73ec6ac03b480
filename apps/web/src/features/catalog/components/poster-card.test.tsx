import { AGE_RATINGS } from '@mzansi/contracts/catalogue';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeSessionResponse } from '@/test/api-mock';
import { makeVideoListItem } from '@/test/fixtures';
import { setAuth } from '@/test/render-app';
import { AGE_RATING_TONES } from './age-rating-tones';
import { PosterCard } from './poster-card';

function renderCard(...args: Parameters<typeof makeVideoListItem>) {
  const item = makeVideoListItem(...args);
  const view = render(
    <MemoryRouter>
      <PosterCard item={item} />
    </MemoryRouter>,
  );
  return { item, ...view };
}

describe('PosterCard', () => {
  it('shows the poster as decoration (the title is text), with responsive sources and fixed dimensions', () => {
    const { item, container } = renderCard({ title: 'Umjolo: The Gone Girl' });

    const image = container.querySelector('img')!;
    expect(image.getAttribute('alt')).toBe('');
    expect(image.getAttribute('srcset')).toBe(item.poster.srcSet);
    expect(image.getAttribute('sizes')).toBeTruthy();
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('600');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('links to the title page, named by what it shows: title, year and rating (WCAG 2.5.3)', () => {
    const { item } = renderCard({ title: 'Soweto Sunrise', year: 2024, ageRating: '13' });

    const link = screen.getByRole('link', { name: /^Soweto Sunrise\s*2024\s*Age rating 13/ });
    expect(link.getAttribute('href')).toBe(`/watch/${item.id}`);
  });

  it('shows the year and the age rating badge in its FPB colour', () => {
    const { container } = renderCard({ year: 2023, ageRating: '18' });

    expect(screen.getByText('2023')).toBeTruthy();
    const badge = container.querySelector('[data-tone]');
    expect(badge?.textContent).toBe('Age rating 18');
    expect(badge?.getAttribute('data-tone')).toBe('red');
  });

  describe('what this viewer can watch (D58)', () => {
    const TRAILER = '7b1c5d2e-0a4f-4c1e-9b7d-2f3a4b5c6d7e';
    const kinds = {
      free: { premium: false, trailerVideoId: TRAILER },
      trailerOnly: { premium: true, trailerVideoId: TRAILER },
      noTrailer: { premium: true, trailerVideoId: null },
    } as const;
    const badgeOf = (overrides: (typeof kinds)[keyof typeof kinds]) => {
      const { container, unmount } = renderCard(overrides);
      const badge = container.querySelector('[data-access]')?.textContent ?? null;
      unmount();
      return badge;
    };
    const viewers = {
      visitor: null,
      free: makeSessionResponse({ premium: false }),
      premium: makeSessionResponse({ premium: true }),
      admin: makeSessionResponse({ roles: ['user', 'admin'] }),
    };

    it.each([['visitor'], ['free']] as const)(
      'as a %s viewer: "Free" on open titles, "Trailer" where only the trailer plays, "Premium" where nothing does',
      (viewer) => {
        setAuth(viewers[viewer]);
        expect(badgeOf(kinds.free)).toBe('Free');
        expect(badgeOf(kinds.trailerOnly)).toBe('Trailer');
        expect(badgeOf(kinds.noTrailer)).toBe('Premium');
      },
    );

    it.each([['premium'], ['admin']] as const)(
      'as a %s viewer, for whom everything plays: no badge',
      (viewer) => {
        setAuth(viewers[viewer]);
        for (const kind of Object.values(kinds)) expect(badgeOf(kind)).toBeNull();
        renderCard(kinds.trailerOnly);
        expect(screen.queryByText(/^(Premium|Trailer|Free)$/)).toBeNull();
      },
    );

    it('puts the badge in the line under the poster, never over the artwork (whose type label it covered)', () => {
      setAuth(null);
      const { container } = renderCard({ ...kinds.trailerOnly, title: 'Cradle of Stone' });
      const poster = container.querySelector('[data-poster]')!;
      const badge = container.querySelector('[data-access]')!;
      expect(poster.contains(badge)).toBe(false);
      // Over the artwork lies nothing but the image itself: no text, no absolutely placed layer.
      expect(poster.textContent).toBe('');
      expect(poster.querySelector('.absolute')).toBeNull();
      expect(badge.closest('[data-meta]')).not.toBeNull();
      expect(badge.className).not.toMatch(/\babsolute\b/);
    });
  });

  it('loads eagerly when it sits in the first row', () => {
    const item = makeVideoListItem();
    render(
      <MemoryRouter>
        <PosterCard item={item} priority />
      </MemoryRouter>,
    );
    expect(document.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });
});

describe('age rating tones', () => {
  it('match the FPB tones in the contracts', () => {
    const fromContracts = Object.fromEntries(AGE_RATINGS.map((rating) => [rating.code, rating.tone]));
    expect(AGE_RATING_TONES).toEqual(fromContracts);
  });
});
