/**
 * Removes the variants taller than `maxHeight` from a master playlist (an SD plan never sees HD rungs). Tags that
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

/** Height from RESOLUTION=WxH; a variant without one is treated as too tall (never leak an unknown rung). */
export function variantHeight(tagLine: string): number {
  const match = /RESOLUTION=(\d+)x(\d+)/.exec(tagLine);
  return match ? Number(match[2]) : Number.POSITIVE_INFINITY;
}
