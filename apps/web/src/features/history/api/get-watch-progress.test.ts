import { describe, expect, it } from 'vitest';
import { makeVideoListItem } from '@/test/fixtures';
import { toProgressEntry } from './get-watch-progress';

describe('Continue watching entries', () => {
  it('reads the contract’s shape: the title, the video to resume, the episode and the progress', () => {
    const video = makeVideoListItem({ title: 'Sê My Naam', type: 'series' });
    expect(
      toProgressEntry({
        videoId: '9c000000-0000-4000-8000-000000000002',
        titleId: video.id,
        episodeId: 'e1000000-0000-4000-8000-000000000001',
        episodeLabel: 'S1 E2 · Laagwater',
        positionSeconds: 1200,
        durationSeconds: 3120,
        completed: false,
        updatedAt: '2026-11-22T10:00:00.000Z',
        video,
      }),
    ).toEqual({
      titleId: video.id,
      video,
      playbackVideoId: '9c000000-0000-4000-8000-000000000002',
      episodeShort: 'S1 E2',
      positionSeconds: 1200,
      durationSeconds: 3120,
      percent: 38,
      updatedAt: '2026-11-22T10:00:00.000Z',
    });
  });

  it('skips entries it cannot draw', () => {
    const video = makeVideoListItem();
    expect(toProgressEntry(null)).toBeNull();
    expect(toProgressEntry({ titleId: video.id, positionSeconds: 1, durationSeconds: 10 })).toBeNull();
    expect(toProgressEntry({ titleId: video.id, video, positionSeconds: 1, durationSeconds: 0 })).toBeNull();
    expect(
      toProgressEntry({ titleId: video.id, video, positionSeconds: -1, durationSeconds: 10 }),
    ).toBeNull();
  });
});
