import { describe, expect, it } from 'vitest';
import type { PlaybackSource } from '../api/request-signed-url';
import { resumePosition } from './resume';

const grant = (resumeFromSeconds: number | null) =>
  ({
    success: true,
    signedUrl: '',
    expires: 0,
    videoId: '',
    isTrailer: false,
    ads: null,
    resumeFromSeconds,
  }) as PlaybackSource;

describe('resume position', () => {
  it('resumes films and episodes where the server says', () => {
    expect(resumePosition(grant(754), 'main', 5400)).toBe(754);
    expect(resumePosition(grant(12), 'episode', 16)).toBe(12);
  });

  it('starts from the beginning for trailers, nothing saved, or the very end', () => {
    expect(resumePosition(grant(30), 'trailer', 90)).toBe(0);
    expect(resumePosition(grant(null), 'main', 5400)).toBe(0);
    expect(resumePosition(grant(0.4), 'main', 5400)).toBe(0);
    expect(resumePosition(grant(5399), 'main', 5400)).toBe(0);
    expect(resumePosition(undefined, 'main', 5400)).toBe(0);
  });
});
