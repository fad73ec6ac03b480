/**
 * Removes the variants above `maxHeight` lines from a master playlist (an SD plan never sees HD rungs). Tags that
 * describe a variant (EXT-X-STREAM-INF, EXT-X-I-FRAME-STREAM-INF) are dropped with their URI line; everything else
 * is kept as written.
 */
export function filterMasterPlaylist(master: string, maxHeight: number): string {
  const lines = master.split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      const uri = lines[i + 1];
      i++;
      if (variantHeight(line) <= maxHeight && uri !== undefined) out.push(line, uri);
      continue;
    }
    if (line.startsWith('#EXT-X-I-FRAME-STREAM-INF:') && variantHeight(line) > maxHeight) continue;
    out.push(line);
  }
  return out.join('\n');
}

/**
 * A variant's lines: the short side of RESOLUTION=WxH, as rungs are named (a portrait 360p rung is 360x640), so a
 * portrait video keeps its SD rungs. A variant without one is treated as too tall (never leak an unknown rung).
 */
export function variantHeight(tagLine: string): number {
  const match = /RESOLUTION=(\d+)x(\d+)/.exec(tagLine);
  return match ? Math.min(Number(match[1]), Number(match[2])) : Number.POSITIVE_INFINITY;
}
