import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES_DEFAULT } from '@mzansi/contracts/studio';
import { formatNumber } from '@mzansi/i18n/format';
import type { Language } from '@mzansi/i18n/languages';
import { currentLanguage, translate } from '@/lib/i18n';

/** What the file picker offers: the containers the server takes (it checks the content again with ffprobe). */
export const UPLOAD_ACCEPT = [...UPLOAD_EXTENSIONS.map((extension) => `.${extension}`), 'video/*'].join(',');

/**
 * 1536 → "1.5 KB", 4294967296 → "4 GB" (binary units, as file managers show them). English keeps its decimal point;
 * the other languages write the number their locale's way ("1,5 KB").
 */
export function formatDataSize(bytes: number, language: Language = currentLanguage()): string {
  const number = (value: number) => (language === 'en' ? String(value) : formatNumber(language, value));
  if (!Number.isFinite(bytes) || bytes < 1024) return `${number(Math.max(0, Math.round(bytes || 0)))} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${number(rounded)} ${units[unit]}`;
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * Why a file cannot be uploaded, in words the uploader can act on, or null. Checked before a single byte is sent;
 * the server checks again (extension, size, and the content itself).
 */
export function uploadProblem(
  file: Pick<File, 'name' | 'size' | 'type'>,
  maxBytes: number = UPLOAD_MAX_BYTES_DEFAULT,
): string | null {
  const extension = fileExtension(file.name);
  if (!(UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    return translate('studio:problems.notVideoType', { file: file.name });
  }
  if (file.type && !file.type.startsWith('video/') && file.type !== 'application/octet-stream') {
    return translate('studio:problems.notVideoContent', { file: file.name, type: file.type });
  }
  if (file.size === 0) return translate('studio:problems.empty', { file: file.name });
  if (file.size > maxBytes) {
    return translate('studio:problems.tooBig', {
      file: file.name,
      size: formatDataSize(file.size),
      max: formatDataSize(maxBytes),
    });
  }
  return null;
}

/** Caption files: WebVTT, up to the contract's size, starting with the WEBVTT signature. */
export async function captionProblem(file: File, maxBytes: number): Promise<string | null> {
  if (fileExtension(file.name) !== 'vtt')
    return translate('studio:problems.captionNotVtt', { file: file.name });
  if (file.size === 0) return translate('studio:problems.captionEmpty', { file: file.name });
  if (file.size > maxBytes) {
    return translate('studio:problems.captionTooBig', {
      file: file.name,
      size: formatDataSize(file.size),
      max: formatDataSize(maxBytes),
    });
  }
  const head = await readHead(file);
  if (!/^\uFEFF?WEBVTT/.test(head)) {
    return translate('studio:problems.captionNoSignature', { file: file.name });
  }
  return null;
}

async function readHead(file: File): Promise<string> {
  const slice = file.slice(0, 16);
  if (typeof slice.text === 'function') return slice.text();
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => resolve('');
    reader.readAsText(slice);
  });
}

const AUDIO_EXTENSIONS = /\.(aac|m4a|mp3|wav|flac|ogg|opus|mp4|m4v|mov|mkv|webm)$/i;

/** Audio or video files the server can take the sound of (an audio track's upload); the server probes them to be sure. */
export function isAudioCandidate(file: File): boolean {
  return file.type.startsWith('audio/') || file.type.startsWith('video/') || AUDIO_EXTENSIONS.test(file.name);
}
