import { describe, expect, it } from 'vitest';
import { readTrackChoice, trackChoiceKey, writeTrackChoice } from './preferences';

const SERIES = '6f1c2d3e-4b5a-4c7d-8e9f-000000000001';
const THANDI = 'b0f1e2d3-0000-4000-8000-000000000001';
const LWAZI = 'b0f1e2d3-0000-4000-8000-000000000002';

describe('caption and audio choices per series and viewer profile (issue 16)', () => {
  it("keeps each profile's choice for a series apart", () => {
    writeTrackChoice(SERIES, { audio: 'en', captions: null }, THANDI);
    writeTrackChoice(SERIES, { audio: 'zu' }, LWAZI);
    expect(readTrackChoice(SERIES, THANDI)).toEqual({ audio: 'en', captions: null });
    expect(readTrackChoice(SERIES, LWAZI)).toEqual({ audio: 'zu' });
    // Nobody signed in: a choice of its own, which no profile reads.
    expect(readTrackChoice(SERIES)).toEqual({});
  });

  it('stores a profile\'s choice under "profile:title", and a visitor\'s under the title alone', () => {
    expect(trackChoiceKey(SERIES, THANDI)).toBe(`${THANDI}:${SERIES}`);
    expect(trackChoiceKey(SERIES, null)).toBe(SERIES);
  });
});
