import { describe, expect, it } from 'vitest';
import { checkWebVtt } from './webvtt';

const valid =
  'WEBVTT\n\n1\n00:00:01.000 --> 00:00:04.000\nSawubona!\n\n01:02.500 --> 01:05.000 align:start\nHello\n';

describe('checkWebVtt', () => {
  it('accepts a file with a header, numbered and unnumbered cues, short timings and settings', () => {
    expect(checkWebVtt(valid)).toEqual({ ok: true, text: valid, cueCount: 2, endSeconds: 65 });
  });

  it('normalises a byte order mark, CRLF line endings and trailing blank lines', () => {
    const result = checkWebVtt(
      '\uFEFFWEBVTT - Zulu\r\n\r\n00:00:00.000 --> 00:00:02.000\r\nYebo\r\n\r\n\r\n',
    );
    expect(result).toEqual({
      ok: true,
      text: 'WEBVTT - Zulu\n\n00:00:00.000 --> 00:00:02.000\nYebo\n',
      cueCount: 1,
      endSeconds: 2,
    });
  });

  it('accepts hours beyond 99', () => {
    expect(checkWebVtt('WEBVTT\n\n100:00:00.000 --> 100:00:01.000\nlate\n')).toMatchObject({
      ok: true,
      endSeconds: 360001,
    });
  });

  it('refuses an SRT file with a reason that says what to do', () => {
    const srt = '1\n00:00:01,000 --> 00:00:04,000\nHello\n';
    expect(checkWebVtt(srt)).toEqual({
      ok: false,
      reason: 'A WebVTT captions file must start with the line "WEBVTT". Convert SRT files to WebVTT first.',
    });
  });

  it('refuses "WEBVTTX" and text before the signature', () => {
    expect(checkWebVtt('WEBVTTX\n\n00:00:01.000 --> 00:00:02.000\nx\n').ok).toBe(false);
    expect(checkWebVtt('hello\nWEBVTT\n').ok).toBe(false);
  });

  it('names the line of a malformed timing', () => {
    expect(checkWebVtt('WEBVTT\n\n00:00:01,000 --> 00:00:02.000\nx\n')).toEqual({
      ok: false,
      reason:
        'Line 3 ("00:00:01,000 --> 00:00:02.000") is not a cue timing like 00:00:01.000 --> 00:00:04.000.',
    });
    expect(checkWebVtt('WEBVTT\n\n00:61:00.000 --> 00:62:00.000\nx\n').ok).toBe(false);
  });

  it('refuses a cue that ends before it starts', () => {
    expect(checkWebVtt('WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nx\n')).toEqual({
      ok: false,
      reason: 'Line 3: the cue ends before it starts.',
    });
  });

  it('refuses empty files, files without cues and binary data', () => {
    expect(checkWebVtt('')).toEqual({ ok: false, reason: 'The captions file is empty.' });
    expect(checkWebVtt('WEBVTT\n\nNOTE nothing here\n')).toEqual({
      ok: false,
      reason: 'The captions file has no cues.',
    });
    expect(checkWebVtt('WEBVTT\n\0\0')).toEqual({
      ok: false,
      reason: 'The captions file contains binary data, not text.',
    });
  });
});
