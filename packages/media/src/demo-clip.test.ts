import { describe, expect, it } from 'vitest';
import {
  buildDemoClipArgs,
  demoChord,
  layoutTitle,
  wrapTitle,
  type DemoClipSpec,
  DEMO_MOTIFS,
} from './demo-clip';
import { rungByName } from './ladder';

const spec = (overrides: Partial<DemoClipSpec> = {}): DemoClipSpec => ({
  title: 'Umkhokha',
  label: 'Official Trailer',
  palette: ['#1b2a49', '#3d5a80', '#f4a261'],
  motif: 'sun',
  durationSeconds: 8,
  fontFile: '/fonts/Inter.ttf',
  rungs: ['234p', '360p', '720p'].map((name) => rungByName(name)),
  outputDir: '/out',
  seed: 'video-1',
  ...overrides,
});

const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1] ?? '';

describe('buildDemoClipArgs', () => {
  it('synthesises everything in the filter graph: no input files', () => {
    const args = buildDemoClipArgs(spec());
    expect(args).not.toContain('-i');
    expect(graphOf(args)).toMatch(/^color=c=black:s=160x90:r=24/);
    expect(args.filter((arg) => arg === 'hls')).toHaveLength(3);
  });

  it('draws the title, the label and a running timecode with the given font', () => {
    const graph = graphOf(buildDemoClipArgs(spec({ label: 'S1 E2 · Thula' })));
    expect(graph).toContain('drawtext=fontfile=/fonts/Inter.ttf:text=Umkhokha:expansion=none');
    expect(graph).toContain('text=S1 E2 · Thula:expansion=none');
    expect(graph).toContain('text=%{pts\\\\:hms}');
  });

  it('escapes quotes, colons, backslashes, brackets and percent signs in titles', () => {
    const graph = graphOf(buildDemoClipArgs(spec({ title: "Baba's 100%: [A\\B]; C" })));
    expect(graph).toContain("text=Baba\\\\\\'s");
    expect(graph).toContain('100%\\\\:');
    expect(graph).toContain('\\[A\\\\\\\\B\\]\\;');
  });

  it('loops a once-drawn card for the clip length and ends the bed with the clip', () => {
    const graph = graphOf(buildDemoClipArgs(spec({ durationSeconds: 12 })));
    expect(graph).toContain('loop=loop=-1:size=1,setpts=N/24/TB,trim=end_frame=288[card]');
    expect(graph).toContain('afade=t=out:st=11.2:d=0.8');
    expect(graph.match(/sine=frequency=[\d.]+:sample_rate=48000:duration=12\[/g)).toHaveLength(4);
  });

  it('writes video-only rungs and one audio-only HLS rendition per audio track when given tracks', () => {
    const args = buildDemoClipArgs(
      spec({
        audioTracks: [
          { lang: 'zu', dir: '/out/audio/zu' },
          { lang: 'en', dir: '/out/audio/en' },
        ],
      }),
    );
    const graph = graphOf(args);
    expect(args.filter((arg) => arg === 'hls')).toHaveLength(5);
    expect(graph).not.toContain('asplit');
    expect(graph.match(/sine=frequency=/g)).toHaveLength(8);
    expect(graph).toContain('tremolo=');
    expect(args).toContain('/out/audio/zu/index.m3u8');
    expect(args).toContain('/out/audio/en/index.m3u8');
    const mapped = args.flatMap((arg, index) => (args[index - 1] === '-map' ? [arg] : []));
    expect(mapped.filter((pad) => pad.startsWith('[bed'))).toEqual(['[bed]', '[bed1]']);
    // every -c:a belongs to an audio rendition: the rungs carry video only
    expect(args.filter((arg) => arg === '-c:a')).toHaveLength(2);
  });

  it('builds a valid-looking graph for every motif, different per seed', () => {
    for (const motif of DEMO_MOTIFS) {
      const graph = graphOf(buildDemoClipArgs(spec({ motif })));
      expect(graph).toContain('[picture]split=3');
      expect(graph).not.toMatch(/NaN|undefined/);
    }
    expect(graphOf(buildDemoClipArgs(spec({ motif: 'dots', seed: 'a' })))).not.toBe(
      graphOf(buildDemoClipArgs(spec({ motif: 'dots', seed: 'b' }))),
    );
    expect(buildDemoClipArgs(spec({ seed: 'same' }))).toEqual(buildDemoClipArgs(spec({ seed: 'same' })));
  });

  it('passes encoder settings, poster and storyboard through to the shared ladder outputs', () => {
    const args = buildDemoClipArgs(
      spec({
        preset: 'ultrafast',
        crf: 26,
        progress: true,
        poster: { file: '/out/poster.jpg', atSeconds: 1, width: 640 },
        storyboard: {
          framePattern: '/out/cells/%04d.jpg',
          layout: { intervalSeconds: 2, count: 4, columns: 4, rows: 1, cellWidth: 160, cellHeight: 90 },
        },
      }),
    );
    expect(args.filter((arg) => arg === 'ultrafast')).toHaveLength(3);
    expect(args).toContain('/out/poster.jpg');
    expect(args).toContain('/out/cells/%04d.jpg');
    expect(args.join(' ')).toContain('-progress pipe:1');
  });

  it('refuses a clip without duration', () => {
    expect(() => buildDemoClipArgs(spec({ durationSeconds: 0 }))).toThrow(/positive/);
  });
});

describe('title layout', () => {
  it('wraps on words within the width and folds overflow into the last line', () => {
    expect(wrapTitle('Die Oë van Leeu-Gamka', 14)).toEqual(['Die Oë van', 'Leeu-Gamka']);
    expect(wrapTitle('a b c d e f', 1, 3)).toEqual(['a', 'b', 'c d e f']);
  });

  it('uses big type for short titles and smaller type for long ones', () => {
    expect(layoutTitle('Inqindi')).toEqual({ lines: ['Inqindi'], fontSize: 104 });
    const long = layoutTitle('The Very Long Title of a South African Documentary Series');
    expect(long.lines.length).toBeLessThanOrEqual(3);
    expect(long.fontSize).toBeLessThan(80);
    expect(layoutTitle('\u0007').lines).toEqual(['Untitled']);
  });
});

describe('demoChord', () => {
  it('is stable per seed and differs between ears', () => {
    const chord = demoChord('video-1');
    expect(demoChord('video-1')).toEqual(chord);
    expect(chord.left).not.toEqual(chord.right);
    expect(chord.left[1] / chord.left[0]).toBeCloseTo(1.5, 2);
  });
});
