import { AGE_RATINGS } from '@mzansi/contracts/catalogue';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeVideoListItem } from '@/test/fixtures';
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

  it('shows a Premium badge only on premium titles', () => {
    const { unmount } = renderCard({ premium: true });
    expect(screen.getAllByText('Premium').length).toBeGreaterThan(0);
    unmount();

    renderCard({ premium: false });
    expect(screen.queryByText('Premium')).toBeNull();
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
