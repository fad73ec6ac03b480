/** RFC 6381 codec strings for EXT-X-STREAM-INF CODECS. */

const AVC_PROFILES = {
  // constraint_set0+1: what x264 writes for baseline, i.e. Constrained Baseline
  baseline: { idc: 0x42, constraints: 0xc0 },
  // constraint_set1: x264 marks main streams as decodable by main-profile decoders
  main: { idc: 0x4d, constraints: 0x40 },
  high: { idc: 0x64, constraints: 0x00 },
} as const;
export type AvcProfile = keyof typeof AVC_PROFILES;

const hex2 = (value: number) => value.toString(16).padStart(2, '0');

/** `avc1.PPCCLL` for a profile and a level such as 3.1 (-> 1f). */
export function avcCodecString(profile: AvcProfile, level: number): string {
  const { idc, constraints } = AVC_PROFILES[profile];
  return `avc1.${hex2(idc)}${hex2(constraints)}${hex2(Math.round(level * 10))}`;
}

/** `mp4a.40.<audio object type>`; 2 = AAC-LC. */
export function aacCodecString(audioObjectType = 2): string {
  return `mp4a.40.${audioObjectType}`;
}

function findBox(bytes: Uint8Array, type: string, from = 0): number {
  const [a, b, c, d] = [...type].map((char) => char.charCodeAt(0));
  for (let i = Math.max(from, 4); i + 4 <= bytes.length; i++) {
    if (bytes[i] === a && bytes[i + 1] === b && bytes[i + 2] === c && bytes[i + 3] === d) return i;
  }
  return -1;
}

/** MPEG-4 descriptor (ISO 14496-1): tag, 1-4 byte length with continuation bits, then the body. */
function readDescriptor(
  bytes: Uint8Array,
  offset: number,
): { tag: number; body: number; end: number } | null {
  const tag = bytes[offset];
  if (tag === undefined) return null;
  let length = 0;
  let cursor = offset + 1;
  for (let i = 0; i < 4; i++) {
    const byte = bytes[cursor++];
    if (byte === undefined) return null;
    length = (length << 7) | (byte & 0x7f);
    if (!(byte & 0x80)) break;
  }
  return { tag, body: cursor, end: cursor + length };
}

function aacObjectTypeFromEsds(bytes: Uint8Array, esdsType: number): number | null {
  // esds box: type(4) version+flags(4) then ES_Descriptor (tag 3)
  const es = readDescriptor(bytes, esdsType + 8);
  if (!es || es.tag !== 0x03) return null;
  const esFlags = bytes[es.body + 2] ?? 0;
  let cursor = es.body + 3;
  if (esFlags & 0x80) cursor += 2; // dependsOn_ES_ID
  if (esFlags & 0x40) cursor += 1 + (bytes[cursor] ?? 0); // URL
  if (esFlags & 0x20) cursor += 2; // OCR_ES_Id
  const config = readDescriptor(bytes, cursor);
  if (!config || config.tag !== 0x04) return null;
  // objectTypeIndication 0x40 = MPEG-4 Audio; other values are not AAC
  if (bytes[config.body] !== 0x40) return null;
  const specific = readDescriptor(bytes, config.body + 13);
  if (!specific || specific.tag !== 0x05) return null;
  const first = bytes[specific.body];
  if (first === undefined) return null;
  return first >> 3;
}

/**
 * Reads the codecs of an fMP4 init segment (avcC and esds boxes), so the master playlist declares exactly what
 * x264 chose (profile and level depend on preset and size) rather than what was asked for.
 */
export function parseInitSegmentCodecs(bytes: Uint8Array): { video: string | null; audio: string | null } {
  let video: string | null = null;
  const avcC = findBox(bytes, 'avcC');
  if (avcC >= 0 && avcC + 8 <= bytes.length) {
    const [profile, constraints, level] = [bytes[avcC + 5], bytes[avcC + 6], bytes[avcC + 7]];
    if (profile !== undefined && constraints !== undefined && level !== undefined) {
      video = `avc1.${hex2(profile)}${hex2(constraints)}${hex2(level)}`;
    }
  }
  let audio: string | null = null;
  const esds = findBox(bytes, 'esds');
  if (esds >= 0) {
    const objectType = aacObjectTypeFromEsds(bytes, esds);
    if (objectType !== null) audio = aacCodecString(objectType);
  }
  return { video, audio };
}

/** The CODECS attribute value: video then audio, comma separated. */
export function codecsAttribute(codecs: { video: string | null; audio: string | null }): string {
  return [codecs.video, codecs.audio].filter((codec): codec is string => codec !== null).join(',');
}
