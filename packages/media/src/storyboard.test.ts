import { describe, expect, it } from 'vitest';
import {
  buildSpriteArgs,
  buildStoryboardFramesArgs,
  buildStoryboardFramesFilter,
  buildStoryboardVtt,
  storyboardLayout,
} from './storyboard';

describe('storyboardLayout', () => {
  it('uses one 160x90 cell every 2 s, 10 per row', () => {
    expect(storyboardLayout(95)).toEqual({
      intervalSeconds: 2,
      count: 48,
      columns: 10,
      rows: 5,
      cellWidth: 160,
      cellHeight: 90,
    });
  });

  it('narrows the sprite for short clips', () => {
    expect(storyboardLayout(8)).toMatchObject({ count: 4, columns: 4, rows: 1 });
    expect(storyboardLayout(0.5)).toMatchObject({ count: 1, columns: 1, rows: 1 });
    expect(() => storyboardLayout(0)).toThrow(/positive duration/);
  });
});

describe('storyboard ffmpeg arguments', () => {
  it('samples, letterboxes and numbers the cells', () => {
    const layout = storyboardLayout(30);
    expect(buildStoryboardFramesFilter(layout)).toBe(
      'fps=1/2,scale=160:90:force_original_aspect_ratio=decrease,pad=160:90:(ow-iw)/2:(oh-ih)/2,setsar=1',
    );
    const args = buildStoryboardFramesArgs('/in.mp4', '/out/cells/%04d.jpg', layout);
    expect(args.slice(-6)).toEqual(
      ['-q:v', '3', '-f', 'image2', '-start_number', '1', '/out/cells/%04d.jpg'].slice(-6),
    );
    expect(args).toContain('-an');
  });

  it('tiles the cells into one JPEG', () => {
    const args = buildSpriteArgs('/c/%04d.jpg', '/out/storyboard.jpg', storyboardLayout(30));
    expect(args).toContain('tile=10x2');
    expect(args.slice(-1)).toEqual(['/out/storyboard.jpg']);
    expect(args.join(' ')).toContain('-frames:v 1');
  });
});

describe('buildStoryboardVtt', () => {
  it('indexes every cell with an xywh fragment, the last cue ending at the duration', () => {
    const vtt = buildStoryboardVtt({
      durationSeconds: 23,
      columns: 10,
      cellWidth: 160,
      cellHeight: 90,
      spriteUri: 'storyboard.jpg',
    });
    const cues = vtt.trimEnd().split('\n\n').slice(1);
    expect(vtt.startsWith('WEBVTT\n\n')).toBe(true);
    expect(cues).toHaveLength(12);
    expect(cues[0]).toBe('00:00:00.000 --> 00:00:02.000\nstoryboard.jpg#xywh=0,0,160,90');
    expect(cues[10]).toBe('00:00:20.000 --> 00:00:22.000\nstoryboard.jpg#xywh=0,90,160,90');
    expect(cues[11]).toBe('00:00:22.000 --> 00:00:23.000\nstoryboard.jpg#xywh=160,90,160,90');
  });

  it('writes hours for long videos', () => {
    const vtt = buildStoryboardVtt({
      durationSeconds: 3700,
      intervalSeconds: 10,
      columns: 10,
      cellWidth: 160,
      cellHeight: 90,
      spriteUri: 's.jpg',
    });
    expect(vtt).toContain('01:01:30.000 --> 01:01:40.000');
  });
});
