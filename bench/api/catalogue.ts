/**
 * A generated catalogue for load tests: 10,000 published titles recombined from the demo catalogue's words, names,
 * genres and languages, so search has realistic vocabulary (a title word matches tens of titles, a surname a few
 * hundred, a common word thousands). Deterministic for a given seed.
 *
 * Rows go in with one `INSERT … SELECT * FROM unnest($1, $2, …)` per table and chunk, and the videos with
 * `INSERT … SELECT` from the titles and episodes, through the real schema: the migrations' statement-level
 * triggers build `title_search` as they would in production.
 */
import { randomUUID } from 'node:crypto';
import {
  ADVISORY_CODES,
  AGE_RATING_CODES,
  LANGUAGE_CODES,
  SPEC_COLLECTIONS,
  type CreditRole,
  type LanguageCode,
} from '@mzansi/contracts/catalogue';
import type { RawSql } from '../../apps/server/src/db/client';
import { BACKDROP_WIDTHS, POSTER_WIDTHS } from '../../apps/server/src/seed/artwork';
import { GENRES, TITLES } from '../../apps/server/src/seed/catalogue-data';
import { slugify } from '../../apps/server/src/seed/demo-ids';
import { mulberry32 } from '../../packages/media/src/seeded-random';

export interface CatalogueOptions {
  titles: number;
  people: number;
  seed: number;
}

export interface CatalogueFigures {
  titles: number;
  series: number;
  seasons: number;
  episodes: number;
  videos: number;
  people: number;
  credits: number;
  titleGenres: number;
  titleLanguages: number;
  collections: number;
  collectionItems: number;
  seconds: number;
  /** ids of every title, for the detail load */
  titleIds: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Seeded, so two runs generate the same catalogue. */
function createRandom(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  /** Skewed towards the start of the list: a few popular people, many occasional ones. */
  const pickSkewed = <T>(items: readonly T[]): T => items[Math.floor(next() ** 2.2 * items.length)]!;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, count);
  };
  const weighted = <T>(entries: readonly (readonly [T, number])[]): T => {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries.at(-1)![0];
  };
  return { next, int, pick, pickSkewed, sample, weighted };
}
type Random = ReturnType<typeof createRandom>;

const unique = <T>(items: Iterable<T>): T[] => [...new Set(items)];
const words = (text: string) => text.split(/[\s,:]+/).filter((word) => word.length > 0);

/** Everything the generator recombines, taken from the demo catalogue. */
function vocabulary() {
  const sentenceStarts = new Set([
    'The',
    'When',
    'Each',
    'With',
    'Her',
    'His',
    'Their',
    'A',
    'An',
    'In',
    'As',
  ]);
  const titleWords = unique(
    TITLES.flatMap((title) => words(title.title)).filter((word) => /^\p{Lu}/u.test(word) && word.length > 2),
  );
  // Places and names in the synopses (capitalised words not opening a sentence): Nkandla, Eshowe, Durban …
  const properNouns = unique(
    TITLES.flatMap((title) =>
      [...title.synopsis.matchAll(/(?<![.!?]\s)(?<=\s)(\p{Lu}[\p{Ll}]{3,})/gu)].map((match) => match[1]!),
    ),
  ).filter((word) => !sentenceStarts.has(word));
  const episodeNames = unique(
    TITLES.flatMap((title) => (title.seasons ?? []).flatMap((s) => s.episodes.map((e) => e.name))),
  );
  const names = [
    ...TITLES.flatMap((title) => title.credits.map((credit) => credit.person)),
    ...TITLES.flatMap((title) => title.credits.flatMap((credit) => credit.character ?? [])),
  ]
    .map((name) => name.replace(/^(Sgt|Gogo|Baba|Uncle|Aunt|Matron|Mr|Mrs|Ms|Dr|Meneer|Tannie|Oom)\s+/, ''))
    .filter((name) => /^[\p{L}-]+( [\p{L}-]+)+$/u.test(name));
  const firstNames = unique(names.map((name) => name.split(' ')[0]!));
  // The last word, or "du Preez", "van der Westhuizen".
  const surnames = unique(names.map((name) => /(?:(?:van|der|de|du|le) )*\S+$/.exec(name)![0]));
  const sentences = (texts: string[]) =>
    unique(texts.flatMap((text) => text.match(/[^.!?]+[.!?]+/g) ?? []).map((s) => s.trim()));
  return {
    titleWords,
    properNouns,
    demoTitles: TITLES.map((title) => title.title),
    episodeNames,
    firstNames,
    surnames,
    taglines: TITLES.map((title) => title.tagline),
    synopsisSentences: sentences(TITLES.map((title) => title.synopsis)),
    episodeSentences: sentences(
      TITLES.flatMap((title) => (title.seasons ?? []).flatMap((s) => s.episodes.map((e) => e.synopsis))),
    ),
  };
}
type Vocabulary = ReturnType<typeof vocabulary>;

const SEQUELS = ['II', 'III', 'Returns', 'Reloaded', 'The Reckoning', 'Homecoming', 'Rising', 'After Dark'];
const CONNECTORS = ['of', 'in', 'to', 'for', 'from'];
const PREFIXES = [
  'The Last',
  'Return to',
  'Ballad of',
  'Nights in',
  'Letters from',
  'The Road to',
  'Ghosts of',
];

function makeTitle(random: Random, vocab: Vocabulary): string {
  const word = () => random.pick(vocab.titleWords);
  const place = () => random.pick(vocab.properNouns);
  return random.weighted<() => string>([
    [() => word(), 20],
    [() => `${word()} ${word()}`, 25],
    [() => `${random.pick(vocab.demoTitles)} ${random.pick(SEQUELS)}`, 10],
    [() => `${random.pick(vocab.demoTitles.filter((title) => !title.includes(':')))}: ${word()}`, 10],
    [() => `${word()} ${random.pick(CONNECTORS)} ${place()}`, 15],
    [() => `${random.pick(PREFIXES)} ${place()}`, 10],
    [() => `${place()} ${word()}`, 10],
  ])();
}

/** How often each language is a title's original one: English and isiZulu lead, every language appears. */
const ORIGINAL_LANGUAGE_WEIGHTS: [LanguageCode, number][] = [
  ['en', 30],
  ['zu', 18],
  ['af', 12],
  ['xh', 10],
  ['st', 6],
  ['tn', 6],
  ['nso', 5],
  ['ts', 4],
  ['ss', 3],
  ['ve', 3],
  ['nr', 3],
];

const EXTRA_COLLECTIONS = [
  'Award Winners',
  'Kasi Classics',
  'Amapiano Nights',
  'Karoo Stories',
  'Coming of Age',
  'Women Behind the Camera',
  'Durban After Dark',
  'Family Movie Night',
  'True Crime Mzansi',
  'Heritage Month',
  'Binge-worthy Series',
  'Short and Sweet',
];

/** Artwork JSON exactly as the seed stores it, so list and detail answers have their real size. */
function artworkFor(titleId: string, hash: string) {
  const image = (kind: 'poster' | 'backdrop', widths: readonly number[], width: number, height: number) => ({
    base: `artwork/titles/${titleId}/${kind}-${hash}`,
    widths: [...widths],
    width,
    height,
    format: 'webp',
  });
  return JSON.stringify({
    poster: image('poster', POSTER_WIDTHS, 600, 900),
    backdrop: image('backdrop', BACKDROP_WIDTHS, 1920, 1080),
  });
}

/** The three demo rungs, as the media step records them. */
const RENDITIONS = JSON.stringify(
  [
    ['234p', 416, 234, 180_000, 160_000, 'avc1.42c015,mp4a.40.2', 'SD'],
    ['360p', 640, 360, 890_000, 780_000, 'avc1.4d401e,mp4a.40.2', 'SD'],
    ['720p', 1280, 720, 3_400_000, 3_050_000, 'avc1.4d401f,mp4a.40.2', 'HD'],
  ].map(([name, width, height, bandwidth, averageBandwidth, codecs, tier]) => ({
    name,
    width,
    height,
    bandwidth,
    averageBandwidth,
    codecs,
    frameRate: 25,
    tier,
    playlist: `${String(name)}/index.m3u8`,
  })),
);

type Column = [name: string, type: string];

/** A PostgreSQL array literal: every element quoted and escaped, null as NULL. */
function arrayLiteral(values: unknown[]): string {
  const element = (value: unknown) =>
    value === null
      ? 'NULL'
      : `"${(typeof value === 'string' ? value : JSON.stringify(value)).replace(/[\\"]/g, (match) => `\\${match}`)}"`;
  return `{${values.map(element).join(',')}}`;
}

/**
 * Inserts rows column-wise: one array parameter per column, unnested server-side. A few parameters per statement
 * whatever the row count (no 65,535-parameter ceiling), and one trigger run per chunk.
 */
async function insertColumns(
  raw: RawSql,
  table: string,
  columns: Column[],
  rows: unknown[][],
  chunkSize = 10_000,
): Promise<void> {
  const names = columns.map(([name]) => `"${name}"`).join(', ');
  // Array literals sent as text: both drivers pass text through untouched, whatever the element type.
  const params = columns.map(([, type], index) => `$${index + 1}::text::${type}[]`).join(', ');
  const statement = `insert into "${table}" (${names}) select * from unnest(${params})`;
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    await raw.query(
      statement,
      columns.map((_, index) => arrayLiteral(chunk.map((row) => row[index] ?? null))),
    );
  }
}

/**
 * Generates and inserts the catalogue into a migrated database that has its reference data (languages, ratings).
 * Returns what was made and how long it took.
 */
export async function generateCatalogue(
  raw: RawSql,
  options: CatalogueOptions,
  now = new Date(),
): Promise<CatalogueFigures> {
  const started = performance.now();
  const random = createRandom(options.seed);
  const vocab = vocabulary();

  const genreRows = GENRES.map((genre, index) => [
    randomUUID(),
    genre.slug,
    genre.name,
    genre.description,
    index,
  ]);
  const genreIds = genreRows.map((row) => row[0] as string);

  // People: first name x surname from the demo's cast, crew and characters.
  const people = new Map<string, { id: string; name: string }>();
  while (people.size < options.people) {
    const name = `${random.pick(vocab.firstNames)} ${random.pick(vocab.surnames)}`;
    const slug = slugify(name);
    if (!people.has(slug)) people.set(slug, { id: randomUUID(), name });
  }
  const personList = [...people.values()];

  const titleRows: unknown[][] = [];
  const titleGenreRows: unknown[][] = [];
  const languageRows: unknown[][] = [];
  const advisoryRows: unknown[][] = [];
  const creditRows: unknown[][] = [];
  const seasonRows: unknown[][] = [];
  const episodeRows: unknown[][] = [];
  const titleMeta: { id: string; type: string; original: LanguageCode; genres: string[] }[] = [];
  const slugs = new Set<string>();

  for (let index = 0; index < options.titles; index++) {
    const id = randomUUID();
    const type = random.weighted([
      ['movie', 60],
      ['series', 25],
      ['documentary', 15],
    ] as const);
    const title = makeTitle(random, vocab);
    const year = random.int(1995, now.getUTCFullYear());
    let slug = `${slugify(title)}-${year}`;
    for (let n = 2; slugs.has(slug); n++) slug = `${slugify(title)}-${year}-${n}`;
    slugs.add(slug);
    const original = random.weighted(ORIGINAL_LANGUAGE_WEIGHTS);
    const synopsis = random.sample(vocab.synopsisSentences, random.int(3, 4)).join(' ');
    // Published over the last four years, a few minutes apart at most: cursor pages cross many days.
    const publishedAt = new Date(now.getTime() - random.next() * 4 * 365 * DAY_MS - 60_000);
    const popularity = Math.round(100 * random.next() ** 2.5);
    titleRows.push([
      id,
      slug,
      type,
      title,
      random.pick(vocab.taglines),
      synopsis,
      year,
      random.pick(AGE_RATING_CODES),
      original,
      random.next() < 0.92,
      type === 'series' ? null : type === 'movie' ? random.int(78, 148) : random.int(42, 96),
      'published',
      random.next() < 0.01,
      popularity,
      artworkFor(id, random.int(0, 0xffffffff).toString(16).padStart(8, '0')),
      publishedAt.toISOString(),
    ]);

    const genres = random.sample(genreIds, random.int(1, 3));
    for (const genreId of genres) titleGenreRows.push([id, genreId]);

    const audio = unique([original, ...(original !== 'en' && random.next() < 0.5 ? ['en' as const] : [])]);
    const subtitles = unique(['en', original, ...(random.next() < 0.3 ? [random.pick(LANGUAGE_CODES)] : [])]);
    for (const code of audio) languageRows.push([id, code, 'audio']);
    for (const code of subtitles) languageRows.push([id, code, 'subtitle']);
    for (const code of random.sample(
      ADVISORY_CODES,
      random.weighted([
        [0, 4],
        [1, 3],
        [2, 2],
        [3, 1],
      ] as const),
    ))
      advisoryRows.push([id, code]);

    // Credits: a director (or creator), maybe a writer and producer, then the cast or a narrator; ~6 per title.
    const credited = new Set<string>();
    let position = 0;
    const credit = (role: CreditRole, character: string | null = null) => {
      const person = random.pickSkewed(personList);
      const key = `${person.id}:${role}`;
      if (credited.has(key)) return;
      credited.add(key);
      creditRows.push([randomUUID(), id, person.id, role, character, position++]);
    };
    credit(type === 'series' ? 'creator' : 'director');
    if (random.next() < 0.7) credit('writer');
    if (random.next() < 0.4) credit('producer');
    if (type === 'documentary') {
      credit('narrator');
      // People on screen in a documentary are credited without a character.
      for (let i = random.int(0, 2); i > 0; i--) credit('actor');
    } else {
      for (let i = random.int(3, 6); i > 0; i--)
        credit('actor', `${random.pick(vocab.firstNames)} ${random.pick(vocab.surnames)}`);
    }

    if (type === 'series') {
      const seasonCount = random.weighted([
        [1, 5],
        [2, 3],
        [3, 2],
        [4, 1],
      ] as const);
      for (let number = 1; number <= seasonCount; number++) {
        const seasonId = randomUUID();
        seasonRows.push([
          seasonId,
          id,
          number,
          random.pick(vocab.episodeSentences),
          Math.min(year + number - 1, 2100),
        ]);
        const episodeCount = random.int(4, 10);
        for (let episode = 1; episode <= episodeCount; episode++) {
          episodeRows.push([
            randomUUID(),
            id,
            seasonId,
            episode,
            random.next() < 0.5 ? random.pick(vocab.episodeNames) : random.pick(vocab.titleWords),
            random.sample(vocab.episodeSentences, 2).join(' '),
            random.int(22, 58),
          ]);
        }
      }
    }
    titleMeta.push({ id, type, original, genres });
  }

  // Collections: the spec's three (Zulu Stories holds isiZulu titles) and themed ones of 20 to 300 titles.
  const collectionRows: unknown[][] = [
    ...SPEC_COLLECTIONS.map((collection, index) => [collection.id, randomUUID(), collection.name, '', index]),
    ...EXTRA_COLLECTIONS.map((name, index) => [slugify(name), randomUUID(), name, '', index + 3]),
  ];
  const members = new Map<string, string[]>();
  members.set(
    'zulu-stories',
    titleMeta.filter((title) => title.original === 'zu').map((title) => title.id),
  );
  for (const [collectionId] of collectionRows.filter(([id]) => id !== 'zulu-stories')) {
    const ids = titleMeta.map((title) => title.id);
    members.set(collectionId as string, random.sample(ids, random.int(20, 300)));
  }
  const collectionItemRows = [...members].flatMap(([collectionId, ids]) =>
    ids.slice(0, 2000).map((titleId, position) => [collectionId, titleId, position]),
  );

  await raw.exec('begin');
  try {
    await insertColumns(
      raw,
      'genres',
      [
        ['id', 'uuid'],
        ['slug', 'text'],
        ['name', 'text'],
        ['description', 'text'],
        ['sort_order', 'int2'],
      ],
      genreRows,
    );
    await insertColumns(
      raw,
      'people',
      [
        ['id', 'uuid'],
        ['slug', 'text'],
        ['name', 'text'],
      ],
      [...people].map(([slug, person]) => [person.id, slug, person.name]),
    );
    await insertColumns(
      raw,
      'titles',
      [
        ['id', 'uuid'],
        ['slug', 'text'],
        ['type', 'title_type'],
        ['title', 'text'],
        ['tagline', 'text'],
        ['synopsis', 'text'],
        ['release_year', 'int2'],
        ['age_rating', 'text'],
        ['original_language', 'text'],
        ['is_premium', 'bool'],
        ['runtime_minutes', 'int4'],
        ['status', 'publication_status'],
        ['featured', 'bool'],
        ['popularity', 'int2'],
        ['artwork', 'jsonb'],
        ['published_at', 'timestamptz'],
      ],
      titleRows,
    );
    await insertColumns(
      raw,
      'title_genres',
      [
        ['title_id', 'uuid'],
        ['genre_id', 'uuid'],
      ],
      titleGenreRows,
    );
    await insertColumns(
      raw,
      'title_languages',
      [
        ['title_id', 'uuid'],
        ['language_code', 'text'],
        ['kind', 'language_kind'],
      ],
      languageRows,
    );
    await insertColumns(
      raw,
      'title_advisories',
      [
        ['title_id', 'uuid'],
        ['advisory_code', 'text'],
      ],
      advisoryRows,
    );
    await insertColumns(
      raw,
      'credits',
      [
        ['id', 'uuid'],
        ['title_id', 'uuid'],
        ['person_id', 'uuid'],
        ['role', 'credit_role'],
        ['character', 'text'],
        ['position', 'int2'],
      ],
      creditRows,
      20_000,
    );
    await insertColumns(
      raw,
      'seasons',
      [
        ['id', 'uuid'],
        ['title_id', 'uuid'],
        ['number', 'int2'],
        ['synopsis', 'text'],
        ['release_year', 'int2'],
      ],
      seasonRows,
    );
    await insertColumns(
      raw,
      'episodes',
      [
        ['id', 'uuid'],
        ['title_id', 'uuid'],
        ['season_id', 'uuid'],
        ['number', 'int2'],
        ['name', 'text'],
        ['synopsis', 'text'],
        ['runtime_minutes', 'int4'],
      ],
      episodeRows,
    );
    await insertColumns(
      raw,
      'collections',
      [
        ['id', 'text'],
        ['guid', 'uuid'],
        ['name', 'text'],
        ['description', 'text'],
        ['sort_order', 'int2'],
      ],
      collectionRows,
    );
    await insertColumns(
      raw,
      'collection_items',
      [
        ['collection_id', 'text'],
        ['title_id', 'uuid'],
        ['position', 'int2'],
      ],
      collectionItemRows,
    );

    // Playable assets, set-based: a ready trailer for 95% of titles, a main video per movie and documentary and
    // one per episode, all with the demo's three renditions.
    const asset = (source: string) => `
      insert into videos (id, title_id, episode_id, kind, status, progress, duration_seconds, width, height,
        renditions, storage_prefix, ready_at)
      select v.id, v.title_id, v.episode_id, v.kind::video_kind, 'ready', 100, v.seconds, 1280, 720, $1::jsonb,
        'videos/' || v.id, $2::timestamptz
      from (${source}) v`;
    const renditionParams = [RENDITIONS, now.toISOString()];
    await raw.query(
      asset(`select gen_random_uuid() as id, t.id as title_id, null::uuid as episode_id, 'trailer' as kind,
        60 + (abs(hashtext(t.id::text)) % 120) as seconds
        from titles t where abs(hashtext(t.slug)) % 20 <> 0`),
      renditionParams,
    );
    await raw.query(
      asset(`select gen_random_uuid() as id, t.id as title_id, null::uuid as episode_id, 'main' as kind,
        t.runtime_minutes * 60 as seconds from titles t where t.type <> 'series'`),
      renditionParams,
    );
    await raw.query(
      asset(`select gen_random_uuid() as id, e.title_id, e.id as episode_id, 'main' as kind,
        e.runtime_minutes * 60 as seconds from episodes e`),
      renditionParams,
    );
    await raw.exec('commit');
  } catch (error) {
    await raw.exec('rollback');
    throw error;
  }
  // Fresh statistics and visibility map, as a database that has lived a while would have.
  await raw.exec('vacuum analyze');

  const [{ count: videoCount } = { count: 0 }] = (
    await raw.query<{ count: number }>('select count(*)::int as count from videos')
  ).rows;
  return {
    titles: titleRows.length,
    series: titleMeta.filter((title) => title.type === 'series').length,
    seasons: seasonRows.length,
    episodes: episodeRows.length,
    videos: videoCount,
    people: people.size,
    credits: creditRows.length,
    titleGenres: titleGenreRows.length,
    titleLanguages: languageRows.length,
    collections: collectionRows.length,
    collectionItems: collectionItemRows.length,
    seconds: (performance.now() - started) / 1000,
    titleIds: titleMeta.map((title) => title.id),
  };
}
