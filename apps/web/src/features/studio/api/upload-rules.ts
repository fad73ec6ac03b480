import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES_DEFAULT } from '@mzansi/contracts/studio';

/** What the file picker offers: the containers the server takes (it checks the content again with ffprobe). */
export const UPLOAD_ACCEPT = [...UPLOAD_EXTENSIONS.map((extension) => `.${extension}`), 'video/*'].join(',');

const EXTENSION_LIST = 'MP4, MOV, M4V, MKV or WebM';

/** 1536 → "1.5 KB", 4294967296 → "4 GB" (binary units, as file managers show them). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${units[unit]}`;
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
    return `“${file.name}” is not a video file we take. Upload an ${EXTENSION_LIST} file.`;
  }
  if (file.type && !file.type.startsWith('video/') && file.type !== 'application/octet-stream') {
    return `“${file.name}” does not look like a video (your device says it is ${file.type}). Upload an ${EXTENSION_LIST} file.`;
  }
  if (file.size === 0) return `“${file.name}” is empty. Choose the video file itself.`;
  if (file.size > maxBytes) {
    return `“${file.name}” is ${formatBytes(file.size)}. The largest file you can upload is ${formatBytes(maxBytes)}.`;
  }
  return null;
}

/** Caption files: WebVTT, up to the contract's size, starting with the WEBVTT signature. */
export async function captionProblem(file: File, maxBytes: number): Promise<string | null> {
  if (fileExtension(file.name) !== 'vtt') return `“${file.name}” is not a WebVTT file. Choose a .vtt file.`;
  if (file.size === 0) return `“${file.name}” is empty.`;
  if (file.size > maxBytes) {
    return `“${file.name}” is ${formatBytes(file.size)}. Caption files can be up to ${formatBytes(maxBytes)}.`;
  }
  const head = await readHead(file);
  if (!/^\uFEFF?WEBVTT/.test(head)) {
    return `“${file.name}” does not start with WEBVTT, so it is not a WebVTT file. Convert it (SRT files can be converted) and try again.`;
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
