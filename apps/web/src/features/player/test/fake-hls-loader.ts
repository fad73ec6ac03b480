import type { LoaderStats } from 'hls.js';

/** A fresh stats object of the shape hls.js's loaders keep (tests' stand-ins for its default loader). */
export function emptyLoaderStats(): LoaderStats {
  return {
    aborted: false,
    loaded: 0,
    retry: 0,
    total: 0,
    chunkCount: 0,
    bwEstimate: 0,
    loading: { start: 0, first: 0, end: 0 },
    parsing: { start: 0, end: 0 },
    buffering: { start: 0, first: 0, end: 0 },
  };
}
