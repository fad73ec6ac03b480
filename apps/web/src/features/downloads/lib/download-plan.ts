/**
 * What a download stores, read from the playlists the server signs for it (issue 17): one video rung (the tallest the
 * licence opens), the default audio rendition when the video has alternate audio, the captions in the viewer's
 * language (and English, the catalogue's fallback), and the poster. Paths stay relative to the master playlist, so
 * the same playlists play from `/offline/<licence id>/` as they did from the signed URL.
 */

/** One file of a download: its path relative to the master playlist. */
export interface DownloadFile {
  path: string;
  /** playlists and captions are text; the rest is binary */
  kind: 'playlist' | 'media' | 'captions' | 'image';
}

export interface MasterChoice {
  /** the master playlist as stored: the chosen rung only, the kept audio and captions */
  master: string;
  /** the rung's media playlist path */
  videoPlaylist: string;
  height: number;
  /** the default audio rendition's playlist, when the video has alternate audio */
  audioPlaylist: string | null;
  /** caption playlists kept */
  captionPlaylists: string[];
}

const ATTRIBUTE = /([A-Z0-9-]+)=("[^"]*"|[^,]*)/g;

export function attributesOf(tagLine: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const body = tagLine.slice(tagLine.indexOf(':') + 1);
  for (const match of body.matchAll(ATTRIBUTE)) {
    attributes[match[1]!] = match[2]!.replace(/^"|"$/g, '');
  }
  return attributes;
}

function heightOf(attributes: Record<string, string>): number {
  const match = /^(\d+)x(\d+)$/.exec(attributes.RESOLUTION ?? '');
  return match ? Math.min(Number(match[1]), Number(match[2])) : 0;
}

/** A relative path that stays inside the video's folder (no scheme, no root, no `..`). */
export function isSafePath(path: string): boolean {
  return (
    path.length > 0 &&
    !/^[a-z][a-z0-9+.-]*:/i.test(path) &&
    !path.startsWith('/') &&
    !path.split(/[/\\]/).some((part) => part === '..' || part === '')
  );
}

/**
 * Keeps the tallest variant at most `maxHeight` lines, the default audio rendition, and the captions whose language
 * is one of `captionLanguages` (by primary subtag). Throws when the playlist has no usable variant.
 */
export function chooseFromMaster(
  master: string,
  maxHeight: number,
  captionLanguages: readonly string[],
): MasterChoice {
  const lines = master.split(/\r?\n/);
  const variants: { tag: string; uri: string; height: number; audio?: string }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      const uri = lines[i + 1]?.trim();
      i++;
      if (!uri || !isSafePath(uri)) continue;
      const attributes = attributesOf(line);
      variants.push({ tag: line, uri, height: heightOf(attributes), audio: attributes.AUDIO });
    }
  }
  const chosen = variants
    .filter((variant) => variant.height > 0 && variant.height <= maxHeight)
    .sort((a, b) => b.height - a.height)[0];
  if (!chosen) throw new Error('The playlist has no rung this download may keep');

  const wanted = new Set(captionLanguages.map((lang) => lang.toLowerCase().split('-')[0]));
  const kept: string[] = [];
  let audioPlaylist: string | null = null;
  const captionPlaylists: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('#EXT-X-STREAM-INF:')) {
      i++;
      continue;
    }
    if (line.startsWith('#EXT-X-I-FRAME-STREAM-INF:')) continue;
    if (line.startsWith('#EXT-X-MEDIA:')) {
      const attributes = attributesOf(line);
      const uri = attributes.URI;
      if (!uri || !isSafePath(uri)) continue;
      if (attributes.TYPE === 'AUDIO') {
        // One audio rendition: the group's default (the one players start on).
        if (attributes['GROUP-ID'] !== chosen.audio || attributes.DEFAULT !== 'YES' || audioPlaylist)
          continue;
        audioPlaylist = uri;
      } else if (attributes.TYPE === 'SUBTITLES') {
        const lang = (attributes.LANGUAGE ?? '').toLowerCase().split('-')[0]!;
        if (!wanted.has(lang)) continue;
        captionPlaylists.push(uri);
      } else {
        continue;
      }
    }
    if (line.trim() === '' && kept.at(-1) === '') continue;
    kept.push(line);
  }
  kept.push(chosen.tag, chosen.uri);
  return {
    master: `${kept.filter((line) => line !== '').join('\n')}\n`,
    videoPlaylist: chosen.uri,
    height: chosen.height,
    audioPlaylist,
    captionPlaylists,
  };
}

/** The files a media playlist names (its init segment and segments, or a subtitle playlist's WebVTT files). */
export function filesOfMediaPlaylist(playlist: string): string[] {
  const files: string[] = [];
  for (const raw of playlist.split(/\r?\n/)) {
    const line = raw.trim();
    if (line.startsWith('#EXT-X-MAP:')) {
      const uri = attributesOf(line).URI;
      if (uri) files.push(uri);
    } else if (line && !line.startsWith('#')) {
      files.push(line);
    }
  }
  return files.filter(isSafePath);
}

/** `relative` resolved against the folder of `base` ("360p/index.m3u8" + "seg_00001.m4s" = "360p/seg_00001.m4s"). */
export function joinPath(base: string, relative: string): string {
  const folder = base.includes('/') ? base.slice(0, base.lastIndexOf('/') + 1) : '';
  return `${folder}${relative}`;
}
