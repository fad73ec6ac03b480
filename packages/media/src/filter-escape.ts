/**
 * ffmpeg parses a -filter_complex string twice: the graph parser splits filters on `[ ] , ;` and strips one
 * level of quoting/escaping, then each filter splits its options on `:` and strips another. A value that
 * must survive both (file paths, free text) is escaped for the option level first, then for the graph level.
 */

/** Escapes a value for one filter option (`key=value` inside a filter's arguments). */
export function escapeFilterOption(value: string): string {
  return value.replace(/[\\':]/g, (char) => `\\${char}`);
}

/** Escapes a filter's argument text for the filtergraph parser. */
export function escapeFilterGraph(value: string): string {
  return value.replace(/[\\'[\],;]/g, (char) => `\\${char}`);
}

/** A literal option value ready to be placed in a -filter_complex string. */
export function filterValue(value: string): string {
  return escapeFilterGraph(escapeFilterOption(value));
}

/**
 * drawtext's own expansion level (only with expansion=normal): `%` starts `%{...}` and `\` escapes.
 * Text drawn with expansion=none skips this level.
 */
export function escapeDrawtextExpansion(text: string): string {
  return text.replace(/[\\%]/g, (char) => `\\${char}`);
}

/** ffmpeg colour syntax (`0xRRGGBB[@alpha]`) from a CSS hex colour (#rgb or #rrggbb). */
export function ffmpegColor(hex: string, alpha?: number): string {
  const rgb = parseHexColor(hex);
  const value = `0x${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
  return alpha === undefined ? value : `${value}@${Math.min(1, Math.max(0, alpha)).toFixed(2)}`;
}

/** [r, g, b] 0..255 from #rgb or #rrggbb. */
export function parseHexColor(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`Not a hex colour: "${hex}"`);
  const digits =
    match[1].length === 3
      ? match[1]
          .split('')
          .map((digit) => digit + digit)
          .join('')
      : match[1];
  return [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16)) as [
    number,
    number,
    number,
  ];
}
