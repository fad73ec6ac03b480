import { describe, expect, it } from 'vitest';
import type { DownloadRecord } from './download-db';
import { effectiveExpiry, playability } from './licence-sync';

const now = new Date('2026-11-26T12:00:00Z');
const record = (change: Partial<DownloadRecord> = {}): DownloadRecord => ({
  id: '00000000-0000-4000-8000-000000000001',
  videoId: '00000000-0000-4000-8000-000000000002',
  titleId: '00000000-0000-4000-8000-000000000003',
  userId: 'u1',
  profileId: '00000000-0000-4000-8000-000000000004',
  title: 'Umkhokha',
  episodeLabel: null,
  artworkUrl: null,
  durationSeconds: 120,
  quality: 'SD',
  height: 480,
  bytesTotal: 1000,
  bytesDone: 1000,
  files: [],
  state: 'complete',
  detail: null,
  createdAt: '2026-11-20T00:00:00Z',
  renewedAt: '2026-11-20T00:00:00Z',
  expiresAt: '2026-12-20T00:00:00Z',
  firstPlayedAt: null,
  positionSeconds: 0,
  progressDirty: false,
  ...change,
});

describe('playability of a download offline', () => {
  it('plays a complete download within its licence', () => {
    expect(playability(record(), now)).toEqual({ ok: true });
  });

  it('refuses an unfinished download', () => {
    expect(playability(record({ state: 'downloading' }), now)).toEqual({ ok: false, reason: 'incomplete' });
  });

  it('refuses a licence past its 30 days', () => {
    expect(playability(record({ expiresAt: '2026-11-26T11:59:59Z' }), now)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuses 48 hours after the first offline play, even with days left on the licence', () => {
    const played = record({ firstPlayedAt: '2026-11-24T11:59:00Z' });
    expect(effectiveExpiry(played).toISOString()).toBe('2026-11-26T11:59:00.000Z');
    expect(playability(played, now)).toEqual({ ok: false, reason: 'expired' });
    expect(playability(record({ firstPlayedAt: '2026-11-25T12:00:00Z' }), now)).toEqual({ ok: true });
  });
});
