import { describe, expect, it } from 'vitest';
import { aacCodecString, avcCodecString, codecsAttribute, parseInitSegmentCodecs } from './codecs';

function box(type: string, ...payload: number[][]): number[] {
  const body = payload.flat();
  const size = 8 + body.length;
  return [
    (size >>> 24) & 255,
    (size >>> 16) & 255,
    (size >>> 8) & 255,
    size & 255,
    ...[...type].map((c) => c.charCodeAt(0)),
    ...body,
  ];
}

/** A minimal init segment: moov with an avcC (Main 3.1) and an esds carrying an AAC-LC AudioSpecificConfig. */
function initSegment(): Uint8Array {
  const avcC = box('avcC', [1, 0x4d, 0x40, 0x1f, 0xff, 0xe1]);
  const decoderSpecific = [0x05, 2, 0x11, 0x90]; // AOT 2 (LC), 48 kHz, stereo
  const decoderConfig = [
    0x04,
    13 + decoderSpecific.length,
    0x40,
    0x15,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    0,
    ...decoderSpecific,
  ];
  const esDescriptor = [0x03, 3 + decoderConfig.length, 0, 1, 0, ...decoderConfig];
  const esds = box('esds', [0, 0, 0, 0], esDescriptor);
  return Uint8Array.from(box('moov', box('trak', avcC), box('trak', esds)));
}

describe('codec strings', () => {
  it('builds avc1 strings from profile and level', () => {
    expect(avcCodecString('main', 3.1)).toBe('avc1.4d401f');
    expect(avcCodecString('high', 4)).toBe('avc1.640028');
    expect(avcCodecString('baseline', 3)).toBe('avc1.42c01e');
    expect(aacCodecString()).toBe('mp4a.40.2');
  });

  it('reads profile, constraints and level from avcC and the AAC object type from esds', () => {
    const codecs = parseInitSegmentCodecs(initSegment());
    expect(codecs).toEqual({ video: 'avc1.4d401f', audio: 'mp4a.40.2' });
    expect(codecsAttribute(codecs)).toBe('avc1.4d401f,mp4a.40.2');
  });

  it('handles an ES descriptor with a multi-byte length', () => {
    const bytes = initSegment();
    const plain = Array.from(bytes);
    const at = plain.indexOf(0x03, plain.indexOf('e'.charCodeAt(0)));
    // 0x80 0x80 0x80 0x19 is the same length written in four bytes, as some muxers do.
    const padded = [...plain.slice(0, at + 1), 0x80, 0x80, 0x80, ...plain.slice(at + 1)];
    expect(parseInitSegmentCodecs(Uint8Array.from(padded)).audio).toBe('mp4a.40.2');
  });

  it('returns nulls for a file without the boxes', () => {
    const codecs = parseInitSegmentCodecs(new Uint8Array(64));
    expect(codecs).toEqual({ video: null, audio: null });
    expect(codecsAttribute(codecs)).toBe('');
  });
});
