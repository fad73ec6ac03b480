import { describe, expect, it } from 'vitest';
import { findStoryboardCue, parseStoryboardVtt, parseVttTime, storyboardUrlFor } from './storyboard';

const BASE = 'https://mzansi.test/media/v/TOKEN/vid/storyboard.vtt';

describe('storyboard WebVTT', () => {
  it('parses cue times with and without hours', () => {
    expect(parseVttTime('00:00:02.000')).toBe(2);
    expect(parseVttTime('01:02:03.500')).toBe(3723.5);
    expect(parseVttTime('02:03.250')).toBe(123.25);
    expect(parseVttTime('00:00:02,5')).toBe(2.5);
    expect(parseVttTime('nonsense')).toBeNaN();
    expect(parseVttTime('1:x:00')).toBeNaN();
  });

  it('reads sprite cells (#xywh) relative to the index, so the path token carries over', () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:00:00.000 --> 00:00:02.000',
      'storyboard.jpg#xywh=0,0,160,90',
      '',
      '1',
      '00:00:02.000 --> 00:00:04.000',
      'storyboard.jpg#xywh=160,0,160,90',
      '',
      '00:00:04.000 --> 00:00:05.500',
      'storyboard.jpg#xywh=pixel:320,90,160,90',
    ].join('\r\n');
    const cues = parseStoryboardVtt(vtt, BASE);
    expect(cues).toEqual([
      {
        start: 0,
        end: 2,
        url: 'https://mzansi.test/media/v/TOKEN/vid/storyboard.jpg',
        x: 0,
        y: 0,
        width: 160,
        height: 90,
      },
      {
        start: 2,
        end: 4,
        url: 'https://mzansi.test/media/v/TOKEN/vid/storyboard.jpg',
        x: 160,
        y: 0,
        width: 160,
        height: 90,
      },
      {
        start: 4,
        end: 5.5,
        url: 'https://mzansi.test/media/v/TOKEN/vid/storyboard.jpg',
        x: 320,
        y: 90,
        width: 160,
        height: 90,
      },
    ]);
  });

  it('skips what it cannot use and never throws', () => {
    expect(parseStoryboardVtt('<html>not found</html>', BASE)).toEqual([]);
    expect(parseStoryboardVtt('', BASE)).toEqual([]);
    const vtt = [
      'WEBVTT',
      '',
      '00:00:00.000 --> 00:00:02.000',
      'no-fragment.jpg',
      '',
      '00:00:04.000 --> 00:00:02.000',
      'backwards.jpg#xywh=0,0,160,90',
      '',
      '00:00:02.000 --> 00:00:04.000',
      'zero.jpg#xywh=0,0,0,90',
      '',
      '00:00:06.000 --> 00:00:08.000',
      'ok.jpg#xywh=0,0,160,90',
    ].join('\n');
    expect(parseStoryboardVtt(vtt, BASE).map((cue) => cue.start)).toEqual([6]);
  });

  it('finds the cue for a time, and the nearest one at the edges', () => {
    const vtt = ['WEBVTT', ''];
    for (let i = 0; i < 50; i++) {
      const t = (s: number) => `00:00:${String(s).padStart(2, '0')}.000`;
      vtt.push(`${t(i)} --> ${t(i + 1)}`, `s.jpg#xywh=${i * 10},0,10,10`, '');
    }
    const cues = parseStoryboardVtt(vtt.join('\n'), BASE);
    expect(findStoryboardCue(cues, 0)?.x).toBe(0);
    expect(findStoryboardCue(cues, 17.5)?.x).toBe(170);
    expect(findStoryboardCue(cues, 49.99)?.x).toBe(490);
    expect(findStoryboardCue(cues, 500)?.x).toBe(490);
    expect(findStoryboardCue(cues, -3)?.x).toBe(0);
    expect(findStoryboardCue([], 3)).toBeNull();
    expect(findStoryboardCue(cues, Number.NaN)).toBeNull();
  });

  it('finds the index beside the master playlist', () => {
    expect(storyboardUrlFor('/media/v/abc.def/vid/master.m3u8', 'https://mzansi.test')).toBe(
      'https://mzansi.test/media/v/abc.def/vid/storyboard.vtt',
    );
    expect(
      storyboardUrlFor('https://cdn.test/bcdn_token=x&expires=1/vid/master.m3u8', 'https://mzansi.test'),
    ).toBe('https://cdn.test/bcdn_token=x&expires=1/vid/storyboard.vtt');
    expect(storyboardUrlFor('/media/v/abc/vid/playlist.m3u8', 'https://mzansi.test')).toBeNull();
  });
});
