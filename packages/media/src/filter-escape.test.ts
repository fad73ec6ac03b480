import { describe, expect, it } from 'vitest';
import {
  escapeDrawtextExpansion,
  escapeFilterGraph,
  escapeFilterOption,
  ffmpegColor,
  filterValue,
  parseHexColor,
} from './filter-escape';

describe('filter escaping', () => {
  it('escapes option separators and quotes for the option parser', () => {
    expect(escapeFilterOption("It's 10:30 \\o/")).toBe("It\\'s 10\\:30 \\\\o/");
  });

  it('escapes filter and link separators for the graph parser', () => {
    expect(escapeFilterGraph('a,b;c[d]')).toBe('a\\,b\\;c\\[d\\]');
  });

  it('applies the option level first, then the graph level', () => {
    // ' -> \' (option) -> \\\' (graph); : -> \: -> \\:
    expect(filterValue("Baba's: [1]")).toBe("Baba\\\\\\'s\\\\: \\[1\\]");
    expect(filterValue('%{pts:hms}')).toBe('%{pts\\\\:hms}');
  });

  it('leaves UTF-8 text alone', () => {
    expect(filterValue('Môre Kom die Reën · S1 E2')).toBe('Môre Kom die Reën · S1 E2');
  });

  it('escapes the drawtext expansion characters', () => {
    expect(escapeDrawtextExpansion('100% \\ done')).toBe('100\\% \\\\ done');
  });
});

describe('colours', () => {
  it('converts CSS hex to ffmpeg colours', () => {
    expect(ffmpegColor('#1B2A49')).toBe('0x1b2a49');
    expect(ffmpegColor('#fa0', 0.5)).toBe('0xffaa00@0.50');
    expect(ffmpegColor('abcdef', 2)).toBe('0xabcdef@1.00');
  });

  it('parses #rgb and #rrggbb and refuses anything else', () => {
    expect(parseHexColor('#0f0')).toEqual([0, 255, 0]);
    expect(parseHexColor('#102030')).toEqual([16, 32, 48]);
    expect(() => parseHexColor('red')).toThrow(/Not a hex colour/);
  });
});
