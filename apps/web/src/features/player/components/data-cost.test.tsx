import type { VideoSizesResponse } from '@mzansi/contracts/downloads';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '@/app/app-query-client';
import { STORAGE_KEYS } from '@/lib/storage';
import { makeSessionResponse, mockApi } from '@/test/api-mock';
import { setAuth } from '@/test/render-app';
import { dataCostFor } from '../lib/data-cost';
import { DataCost } from './data-cost';

const VIDEO_ID = '6f1d2c3b-0000-4000-8000-00000000aaaa';
const SIZES: VideoSizesResponse = {
  videoId: VIDEO_ID,
  durationSeconds: 2700,
  qualities: [
    { quality: 'SD', height: 480, bytes: 183_400_000, bytesPerHour: 244_500_000 },
    { quality: 'HD', height: 1080, bytes: 1_012_000_000, bytesPerHour: 1_349_000_000 },
  ],
  dataSaver: { height: 360, bytes: 91_300_000, bytesPerHour: 121_700_000 },
};

function renderCost() {
  const api = mockApi({ [`GET /videos/${VIDEO_ID}/sizes`]: () => SIZES });
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <DataCost videoId={VIDEO_ID} />
    </QueryClientProvider>,
  );
  return api;
}

beforeEach(() => {
  // No IntersectionObserver: the line counts as near the viewport at once.
  vi.stubGlobal('IntersectionObserver', undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('DataCost (what a play costs, D77)', () => {
  it('says what the whole video costs at SD for a free viewer', async () => {
    setAuth(makeSessionResponse());
    const api = renderCost();
    expect(await screen.findByText('about 180 MB at SD')).toBeTruthy();
    expect(api.callsTo('GET', `/videos/${VIDEO_ID}/sizes`)).toHaveLength(1);
  });

  it('says HD for Premium, in GB with one decimal above 1 GB', async () => {
    setAuth(makeSessionResponse({ premium: true }));
    renderCost();
    expect(await screen.findByText('about 1,0 GB at HD')).toBeTruthy();
  });

  it('says the Data saver figure when Data saver is on', async () => {
    localStorage.setItem(STORAGE_KEYS.dataSaver, 'on');
    setAuth(makeSessionResponse({ premium: true }));
    renderCost();
    expect(await screen.findByText('about 91 MB on Data saver')).toBeTruthy();
  });
});

describe('dataCostFor', () => {
  it('falls back to the best quality the video has within the plan', () => {
    const sdOnly = { ...SIZES, qualities: SIZES.qualities.filter((entry) => entry.quality === 'SD') };
    expect(dataCostFor(sdOnly, { premium: true, dataSaver: false })).toEqual({
      kind: 'quality',
      quality: 'SD',
      bytes: 183_400_000,
    });
    expect(dataCostFor({ ...SIZES, qualities: [] }, { premium: false, dataSaver: false })).toBeNull();
  });
});
