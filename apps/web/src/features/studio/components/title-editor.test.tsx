import type { StudioTitle } from '@mzansi/contracts/studio';
import { formatNumber } from '@mzansi/i18n/format';
import type { TitleDetails, TitleSubmission } from '@mzansi/contracts/studio-editing';
import axe from 'axe-core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, makeSessionResponse, mockApi, type ApiHandler } from '@/test/api-mock';
import { preloadAppChunks, renderApp, setAuth, waitForApp } from '@/test/render-app';

// The studio and moderation pages are lazy routes: load them now, so no test waits on an import.
await preloadAppChunks();

const T1 = '6f1c2d3e-4b5a-4c7d-8e9f-0000000000a1';
const GENRE_DRAMA = '9a000000-0000-4000-8000-000000000001';
const GENRE_COMEDY = '9a000000-0000-4000-8000-000000000002';
const PERSON = '9b000000-0000-4000-8000-000000000001';
const NO_IMAGE = { src: '', srcSet: '', width: 0, height: 0 };

function title(overrides: Partial<StudioTitle> = {}): StudioTitle {
  return {
    id: T1,
    slug: 'umkhokha',
    type: 'movie',
    title: 'Umkhokha',
    status: 'draft',
    releaseYear: 2026,
    ageRating: '13',
    originalLanguage: 'zu',
    tagline: '',
    synopsis: '',
    isPremium: true,
    createdBy: 'user-1',
    review: null,
    episodes: [],
    videos: [{ id: 'f0000000-0000-4000-8000-000000000001', kind: 'main', status: 'ready', episodeId: null }],
    ...overrides,
  };
}

function details(overrides: Partial<TitleDetails> = {}): TitleDetails {
  return {
    id: T1,
    title: 'Umkhokha',
    tagline: 'The current takes everyone.',
    synopsis: 'A river town.',
    translations: {},
    ageRating: '13',
    advisories: ['V'],
    genres: [GENRE_DRAMA],
    spokenLanguages: ['zu'],
    credits: [{ personId: PERSON, name: 'Thuso Mbedu', role: 'actor', character: 'Nandi' }],
    collections: [],
    poster: NO_IMAGE,
    backdrop: NO_IMAGE,
    uploadedArtwork: { poster: false, backdrop: false },
    ...overrides,
  };
}

const OPTIONS = {
  genres: [
    { id: GENRE_DRAMA, name: 'Drama' },
    { id: GENRE_COMEDY, name: 'Comedy' },
  ],
  collections: [{ id: 'featured', name: 'Featured' }],
  canEditCollections: false,
  publishThroughReview: true,
};

function openStudio(handlers: Record<string, ApiHandler> = {}, titles: StudioTitle[] = [title()]) {
  const session = makeSessionResponse({ roles: ['user', 'creator'] });
  const api = mockApi({
    'GET /auth/session': () => session,
    'GET /studio/videos': () => ({ items: [] }),
    'GET /studio/titles': () => ({ items: titles }),
    'GET /studio/options': () => OPTIONS,
    [`GET /studio/titles/${T1}/details`]: () => details(),
    ...handlers,
  });
  setAuth(session);
  return { api, ...renderApp('/studio') };
}

const user = () => userEvent.setup({ applyAccept: false });

async function openEditor() {
  const card = within(await screen.findByRole('list', { name: 'Titles' })).getByRole('listitem', {
    name: 'Umkhokha',
  });
  await user().click(within(card).getByRole('button', { name: 'Edit Umkhokha' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Umkhokha' });
  await within(dialog).findByRole('form', { name: 'Details of Umkhokha' });
  return dialog;
}

describe('studio title editor', () => {
  it('edits the details, genres, languages, advisories and cast (picking and creating people), and saves', async () => {
    const { api } = openStudio({
      'GET /studio/people': ({ url }) =>
        url.searchParams.get('q') === 'Sa'
          ? { items: [{ id: '9b000000-0000-4000-8000-000000000002', name: 'Sara Blecher' }] }
          : { items: [] },
      [`PUT /studio/titles/${T1}/details`]: ({ body }) => ({ ...details(), ...(body as object) }),
    });
    await waitForApp();
    const dialog = await openEditor();
    const hook = within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'One-line hook' });
    expect(hook.value).toBe('The current takes everyone.');
    await user().clear(hook);
    await user().type(hook, 'Nobody swims here.');
    await user().selectOptions(within(dialog).getByRole('combobox', { name: 'Age rating' }), '16');
    const genres = within(dialog).getByRole('group', { name: 'Genres' });
    expect(within(genres).getByRole<HTMLInputElement>('checkbox', { name: 'Drama' }).checked).toBe(true);
    await user().click(within(genres).getByRole('checkbox', { name: 'Comedy' }));
    await user().click(
      within(within(dialog).getByRole('group', { name: 'Spoken languages' })).getByRole('checkbox', {
        name: 'English',
      }),
    );
    await user().click(
      within(within(dialog).getByRole('group', { name: 'Consumer advice' })).getByRole('checkbox', {
        name: 'Language',
      }),
    );
    // Collections are the admins'.
    expect(within(dialog).queryByRole('group', { name: 'Collections' })).toBeNull();

    // An existing person from the search, then a new one by name.
    const find = within(dialog).getByRole('textbox', { name: /^Add a person/ });
    await user().type(find, 'Sa');
    await user().click(await within(dialog).findByRole('button', { name: 'Add Sara Blecher' }));
    await user().selectOptions(
      within(dialog).getByRole('combobox', { name: 'Role of person 2' }),
      'director',
    );
    await user().type(find, 'Zola Nombona');
    await user().click(
      await within(dialog).findByRole('button', { name: 'Create new person "Zola Nombona"' }),
    );
    await user().type(within(dialog).getByRole('textbox', { name: 'Character of person 3' }), 'Lindi');
    // The new person goes first.
    await user().click(within(dialog).getByRole('button', { name: 'Move Zola Nombona up' }));
    await user().click(within(dialog).getByRole('button', { name: 'Move Zola Nombona up' }));

    await user().click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitForApp();
    expect(api.callsTo('PUT', `/studio/titles/${T1}/details`)).toHaveLength(1);
    const sent = api.callsTo('PUT', `/studio/titles/${T1}/details`)[0]!.body as Record<string, unknown>;
    expect(sent).toEqual({
      tagline: 'Nobody swims here.',
      synopsis: 'A river town.',
      ageRating: '16',
      advisories: ['V', 'L'],
      genres: [GENRE_DRAMA, GENRE_COMEDY],
      spokenLanguages: ['zu', 'en'],
      credits: [
        { name: 'Zola Nombona', role: 'actor', character: 'Lindi' },
        { personId: PERSON, role: 'actor', character: 'Nandi' },
        { personId: '9b000000-0000-4000-8000-000000000002', role: 'director', character: null },
      ],
    });
    expect(screen.queryByRole('dialog', { name: 'Edit Umkhokha' })).toBeNull();
  });

  it('shows the server’s field errors where they belong, in the interface language', async () => {
    openStudio({
      [`PUT /studio/titles/${T1}/details`]: () =>
        apiError(400, 'validation_failed', 'Invalid input.', [
          { field: 'body.credits.0.personId', message: 'Hierdie persoon bestaan nie.' },
          { field: 'body.genres.0', message: 'Hierdie genre bestaan nie.' },
        ]),
    });
    await waitForApp();
    const dialog = await openEditor();
    await user().click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitForApp();
    expect(within(within(dialog).getByRole('group', { name: 'Genres' })).getByRole('alert').textContent).toBe(
      'Hierdie genre bestaan nie.',
    );
    expect(within(dialog).getByText('Hierdie persoon bestaan nie.')).toBeTruthy();
    // Still open, nothing lost.
    expect(screen.getByRole('dialog', { name: 'Edit Umkhokha' })).toBeTruthy();
  });

  it('uploads a poster (multipart), shows the stored picture, and refuses a file that is not a picture', async () => {
    const stored = {
      src: `/media/artwork/titles/${T1}/poster-uabc-400.webp`,
      srcSet: `/media/artwork/titles/${T1}/poster-uabc-200.webp 200w, /media/artwork/titles/${T1}/poster-uabc-400.webp 400w`,
      width: 600,
      height: 900,
    };
    const { api } = openStudio({
      [`POST /studio/titles/${T1}/artwork/poster`]: () =>
        details({ poster: stored, uploadedArtwork: { poster: true, backdrop: false } }),
    });
    await waitForApp();
    const dialog = await openEditor();
    expect(
      within(dialog).getAllByText('No picture yet: one is made for you when the title is published.'),
    ).toHaveLength(2);
    const input = within(dialog).getByLabelText('Poster image');
    await user().upload(input, new File(['not really a png'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a JPEG, PNG or WebP picture.');
    expect(api.callsTo('POST', `/studio/titles/${T1}/artwork/poster`)).toHaveLength(0);

    await user().upload(
      input,
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'poster.png', { type: 'image/png' }),
    );
    await within(dialog).findByRole('img', { name: 'Poster preview' });
    await waitForApp();
    expect(api.callsTo('POST', `/studio/titles/${T1}/artwork/poster`)).toHaveLength(1);
    const form = api.callsTo('POST', `/studio/titles/${T1}/artwork/poster`)[0]!.body as FormData;
    expect((form.get('file') as File).name).toBe('poster.png');
    const shown = within(dialog).getByRole<HTMLImageElement>('img', { name: 'Poster preview' });
    expect(shown.getAttribute('src')).toBe(stored.src);
    expect(shown.getAttribute('srcset')).toBe(stored.srcSet);
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('has no serious accessibility problems', async () => {
    openStudio();
    await waitForApp();
    // The dialog itself (Radix's focus guards around an open dialog are aria-hidden by design).
    const dialog = await openEditor();
    const results = await axe.run(dialog, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
    ).toEqual([]);
  });

  it('shows the server’s refusal of an upload', async () => {
    openStudio({
      [`POST /studio/titles/${T1}/artwork/backdrop`]: () =>
        apiError(400, 'bad_request', 'The picture is too small: it must be at least 1280 × 720 pixels.'),
    });
    await waitForApp();
    const dialog = await openEditor();
    await user().upload(
      within(dialog).getByLabelText('Backdrop image'),
      new File([new Uint8Array([1, 2, 3])], 'small.jpg', { type: 'image/jpeg' }),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The picture is too small: it must be at least 1280 × 720 pixels.',
    );
  });
});

describe('studio stats and publication review', () => {
  it('shows each title’s plays, watch hours, completion and ratings', async () => {
    openStudio({
      'GET /studio/stats': () => ({
        items: [
          {
            titleId: T1,
            plays: 1234,
            watchHours: 56.5,
            completionRate: 0.5,
            ratings: 4,
            thumbsUpShare: 0.75,
          },
        ],
      }),
    });
    await waitForApp();
    const panel = await screen.findByLabelText('Figures for Umkhokha');
    const pairs = within(panel)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      // South African English: a space groups thousands, a comma marks decimals.
      `Plays: ${formatNumber('en', 1234)}`,
      `Watch hours: ${formatNumber('en', 56.5)}`,
      'Completion: 50%',
      'Ratings: 75% thumbs up (4 ratings)',
    ]);
  });

  it('submits for review, then says "In review"; a rejected title shows the moderator’s reason', async () => {
    let current = title();
    const { api } = openStudio({
      // The list answers what the server holds now.
      'GET /studio/titles': () => ({ items: [current] }),
      [`PATCH /studio/titles/${T1}`]: () => {
        current = title({
          review: { state: 'pending', reason: null, submittedAt: '2026-11-26T10:00:00.000Z' },
        });
        return current;
      },
    });
    await waitForApp();
    const card = within(await screen.findByRole('list', { name: 'Titles' })).getByRole('listitem', {
      name: 'Umkhokha',
    });
    await user().click(within(card).getByRole('button', { name: 'Submit Umkhokha for review' }));
    await waitForApp();
    expect(api.callsTo('PATCH', `/studio/titles/${T1}`)[0]!.body).toEqual({ status: 'published' });
    const after = within(screen.getByRole('list', { name: 'Titles' })).getByRole('listitem', {
      name: 'Umkhokha',
    });
    expect(within(after).getByText('In review')).toBeTruthy();
    expect(within(after).getByRole('button', { name: 'Withdraw Umkhokha from review' })).toBeTruthy();
  });

  it('shows "Rejected: <reason>" and offers to submit again', async () => {
    openStudio({}, [
      title({
        review: {
          state: 'rejected',
          reason: 'The poster shows a logo.',
          submittedAt: '2026-11-26T10:00:00.000Z',
        },
      }),
    ]);
    await waitForApp();
    const card = within(await screen.findByRole('list', { name: 'Titles' })).getByRole('listitem', {
      name: 'Umkhokha',
    });
    expect(within(card).getByText('Rejected: The poster shows a logo.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Submit Umkhokha for review' })).toBeTruthy();
  });
});

const submission = (overrides: Partial<TitleSubmission> = {}): TitleSubmission => ({
  id: T1,
  title: 'Umkhokha',
  type: 'movie',
  tagline: 'The current takes everyone.',
  synopsis: 'A river town.',
  ageRating: '13',
  releaseYear: 2026,
  createdBy: 'user-1',
  creatorName: 'Lerato',
  submittedAt: '2026-11-26T10:00:00.000Z',
  poster: NO_IMAGE,
  ...overrides,
});

describe('/admin/moderation: titles to review', () => {
  function openQueue(handlers: Record<string, ApiHandler> = {}) {
    const session = makeSessionResponse({ roles: ['user', 'moderator'] });
    let items = [submission()];
    const api = mockApi({
      'GET /auth/session': () => session,
      'GET /moderation/reviews': () => ({ items: [], page: 1, next_page: null, total: 0 }),
      'GET /moderation/titles': () => ({ items }),
      [`POST /moderation/titles/${T1}/approve`]: () => {
        items = [];
        return null;
      },
      [`POST /moderation/titles/${T1}/reject`]: () => {
        items = [];
        return null;
      },
      ...handlers,
    });
    setAuth(session);
    return { api, ...renderApp('/admin/moderation') };
  }

  it('switches to the titles queue and approves a title', async () => {
    const { api } = openQueue();
    await waitForApp();
    const queues = await screen.findByRole('navigation', { name: 'Queues' });
    expect(within(queues).getByRole('link', { name: 'Reported reviews' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await user().click(within(queues).getByRole('link', { name: 'Titles to review' }));
    const list = await screen.findByRole('list', { name: 'Titles to review' });
    const entry = within(list).getByRole('listitem', { name: 'Umkhokha' });
    expect(within(entry).getByText('by Lerato, submitted 26 Nov 2026')).toBeTruthy();
    await user().click(within(entry).getByRole('button', { name: 'Approve Umkhokha' }));
    await waitForApp();
    expect(api.callsTo('POST', `/moderation/titles/${T1}/approve`)).toHaveLength(1);
    expect(await screen.findByText('No titles waiting for review.')).toBeTruthy();
  });

  it('rejects with a reason, required', async () => {
    const { api } = openQueue();
    await waitForApp();
    await user().click(await screen.findByRole('link', { name: 'Titles to review' }));
    const list = await screen.findByRole('list', { name: 'Titles to review' });
    await user().click(within(list).getByRole('button', { name: 'Reject Umkhokha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Umkhokha' });
    await user().click(within(dialog).getByRole('button', { name: 'Reject title' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    expect(api.callsTo('POST', `/moderation/titles/${T1}/reject`)).toHaveLength(0);
    await user().type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The poster shows a logo.');
    await user().click(within(dialog).getByRole('button', { name: 'Reject title' }));
    await waitForApp();
    expect(api.callsTo('POST', `/moderation/titles/${T1}/reject`)[0]!.body).toEqual({
      reason: 'The poster shows a logo.',
    });
    expect(screen.queryByRole('dialog', { name: 'Reject Umkhokha' })).toBeNull();
  });
});
