import {
  buildAudioHlsOutputArgs,
  buildLadderGraph,
  globalArgs,
  type EncodeOptions,
  type PosterSpec,
  type StoryboardFramesSpec,
} from './hls-args';
import type { LadderRung } from './ladder';
import { ffmpegColor, filterValue, parseHexColor } from './filter-escape';
import { mulberry32 } from './seeded-random';

/** Every motif a demo clip (and the demo artwork) can draw. */
export const DEMO_MOTIFS = [
  'sun',
  'waves',
  'hills',
  'city',
  'stripes',
  'rings',
  'grid',
  'diagonal',
  'dots',
  'moon',
] as const;
export type DemoMotif = (typeof DEMO_MOTIFS)[number];

export interface DemoClipSpec extends Partial<EncodeOptions> {
  title: string;
  /** e.g. "Official Trailer", "S1 E2 · Thula", "Feature" */
  label: string;
  /** background, secondary, highlight (#rrggbb) */
  palette: readonly [string, string, string];
  motif: DemoMotif;
  durationSeconds: number;
  /** a TTF/OTF file; drawtext does not look fonts up by name */
  fontFile: string;
  rungs: readonly LadderRung[];
  outputDir: string;
  /** varies positions, speeds and the audio chord between clips of the same motif */
  seed: string;
  progress?: boolean;
  /** swscale algorithm for the rung downscales; bilinear is plenty for flat synthetic pictures */
  scaleFlags?: string;
  poster?: PosterSpec;
  storyboard?: StoryboardFramesSpec;
  /**
   * Alternate audio renditions, one per language: when given, the rungs are video-only and each track is its own
   * audio-only HLS playlist in `dir` (the first carries the clip's chord, the others a different chord with a
   * speech-like tremolo, so switching is audible).
   */
  audioTracks?: readonly DemoAudioTrack[];
}

export interface DemoAudioTrack {
  lang: string;
  /** absolute directory of the track's playlist and segments */
  dir: string;
}

/** Bit rate of each demo audio rendition. */
export const DEMO_AUDIO_KBPS = 64;

/** The canvas every clip is drawn on; rungs are scaled from it. */
export const DEMO_CANVAS = { width: 1280, height: 720, frameRate: 24 } as const;

const W = DEMO_CANVAS.width;
const H = DEMO_CANVAS.height;
/** The background is painted at 1/8 scale: smooth gradients and soft shapes for a few thousand geq evaluations. */
const PAINT = { width: 160, height: 90 } as const;
/** Title and label live here; moving shapes stay above or below it so the text stays readable. */
const TEXT_BAND = { top: 210, bottom: 510 } as const;

/** FNV-1a, then mulberry32: deterministic per seed, no crypto needed. */
function createRandom(seed: string): () => number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return mulberry32(hash);
}

type Random = () => number;
const between = (random: Random, min: number, max: number) => min + (max - min) * random();
const fixed = (value: number, digits = 3) => Number(value.toFixed(digits)).toString();

/** Palette slot or a neutral. */
type Tone = 0 | 1 | 2 | 'white' | 'black';

/**
 * A soft shape painted into the static background: `mask` is a geq expression of X, Y, W, H giving 0..1.
 * Masks ramp over a pixel or more: the 8x upscale would turn a hard 0/1 edge into visible stair steps.
 */
interface PaintLayer {
  tone: Tone;
  opacity: number;
  mask: string;
}

/** A crisp rectangle; with `enable` it is drawn only while that timeline expression holds (blinking). */
interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  tone: Tone;
  opacity: number;
  /** outline thickness; filled when absent */
  thickness?: number;
  enable?: string;
}

/** A shape overlaid every frame at positions given by expressions of t (seconds). */
interface Mover {
  shape: 'box' | 'disc' | 'ring' | 'crescent';
  w: number;
  h: number;
  tone: Tone;
  opacity: number;
  x: string;
  y: string;
}

interface MotifDesign {
  paint: PaintLayer[];
  boxes: Box[];
  blinks: Box[];
  movers: Mover[];
}

interface MotifContext {
  random: Random;
  duration: number;
}

const softDisc = (cx: string, cy: string, radius: string) => `clip(1-hypot(X-${cx},Y-${cy})/(${radius}),0,1)`;
const below = (curve: string, feather = 1) => `clip((Y-(${curve}))/${feather},0,1)`;

function sunMotif({ random, duration }: MotifContext): MotifDesign {
  const cx = between(random, 0.62, 0.8);
  const sunX = Math.round(W * cx) - 60;
  return {
    paint: [
      { tone: 2, opacity: 0.55, mask: softDisc(`W*${fixed(cx)}`, 'H*0.25', 'H*0.4') },
      { tone: 1, opacity: 0.92, mask: below('H*0.8', 1.5) },
    ],
    boxes: [0, 1, 2].map((i) => ({ x: 0, y: 600 + i * 34, w: W, h: 2, tone: 2, opacity: 0.3 })),
    blinks: [],
    movers: [
      {
        shape: 'disc',
        w: 120,
        h: 120,
        tone: 2,
        opacity: 1,
        x: `${sunX}+24*sin(t/3)`,
        y: `120-110*t/${fixed(duration)}`,
      },
      ...[0, 1, 2, 3, 4, 5].map((i) => ({
        shape: 'box' as const,
        w: 48,
        h: 4,
        tone: 2 as const,
        opacity: 0.8,
        x: `mod(${Math.round(between(random, 0, W))}-t*${Math.round(between(random, 25, 60))},${W + 48})-48`,
        y: String(590 + i * 20),
      })),
    ],
  };
}

function wavesMotif({ random }: MotifContext): MotifDesign {
  const phase = fixed(between(random, 0, 6.28));
  const crest = `H*0.72+2.5*sin(X/W*4*PI+${phase})`;
  return {
    paint: [
      { tone: 1, opacity: 0.92, mask: below(crest, 1.2) },
      { tone: 2, opacity: 0.6, mask: `clip(1-abs(Y-(${crest}))/0.9,0,1)` },
    ],
    boxes: [],
    blinks: [],
    movers: [0, 1, 2, 3, 4, 5, 6, 7].map((i) => {
      const speed = Math.round(between(random, 40, 110)) * (i % 2 === 0 ? 1 : -1);
      const start = Math.round(between(random, 0, W));
      return {
        shape: 'box' as const,
        w: 96,
        h: 8,
        tone: 2 as const,
        opacity: 0.85,
        x: `mod(${start}+t*${speed},${W + 96})-96`,
        y: `${560 + i * 18}+6*sin(t*2+${i})`,
      };
    }),
  };
}

function hillsMotif({ random, duration }: MotifContext): MotifDesign {
  const far = `H*0.62+6*sin(X/W*2*PI+${fixed(between(random, 0, 6.28))})+2*sin(X/W*5*PI)`;
  const near = `H*0.8+5*sin(X/W*3*PI+${fixed(between(random, 0, 6.28))})`;
  return {
    paint: [
      { tone: 1, opacity: 0.75, mask: below(far) },
      { tone: 0, opacity: 0.85, mask: below(near) },
    ],
    boxes: [],
    blinks: [],
    movers: [
      {
        shape: 'disc',
        w: 90,
        h: 90,
        tone: 2,
        opacity: 1,
        x: `-90+${W + 90}*t/${fixed(duration)}`,
        y: `70-40*sin(PI*t/${fixed(duration)})`,
      },
      {
        shape: 'box',
        w: 220,
        h: 24,
        tone: 'white',
        opacity: 0.25,
        x: `mod(${Math.round(between(random, 0, W))}+t*30,${W + 220})-220`,
        y: '40',
      },
      {
        shape: 'box',
        w: 150,
        h: 24,
        tone: 'white',
        opacity: 0.2,
        x: `mod(${Math.round(between(random, 0, W))}+t*45,${W + 150})-150`,
        y: '120',
      },
    ],
  };
}

function cityMotif({ random }: MotifContext): MotifDesign {
  const boxes: Box[] = [];
  const blinks: Box[] = [];
  let x = -Math.round(between(random, 0, 40));
  while (x < W) {
    const w = Math.round(between(random, 56, 112));
    const h = Math.round(between(random, 70, 190));
    boxes.push({ x, y: H - h, w: w - 6, h, tone: 1, opacity: 1 });
    const windows = Math.floor(between(random, 1, 3.99));
    for (let i = 0; i < windows; i++) {
      blinks.push({
        x: x + 10 + Math.round(between(random, 0, Math.max(0, w - 36))),
        y: H - h + 14 + Math.round(between(random, 0, Math.max(0, h - 50))),
        w: 10,
        h: 14,
        tone: 2,
        opacity: 0.9,
        enable: `lt(mod(t*${fixed(between(random, 0.3, 0.9), 2)}+${fixed(between(random, 0, 4), 2)},4),2.4)`,
      });
    }
    x += w;
  }
  return {
    paint: [{ tone: 2, opacity: 0.35, mask: 'clip((Y-H*0.5)/(H*0.5),0,1)' }],
    boxes,
    blinks,
    movers: [
      {
        shape: 'box',
        w: 160,
        h: 10,
        tone: 2,
        opacity: 0.95,
        x: `mod(t*260,${W + 160})-160`,
        y: String(H - 12),
      },
      {
        shape: 'box',
        w: 10,
        h: 4,
        tone: 'white',
        opacity: 0.9,
        x: `${W}-mod(t*90,${W + 10})`,
        y: '80+10*sin(t)',
      },
    ],
  };
}

function stripesMotif({ random }: MotifContext): MotifDesign {
  const bars = (top: number, direction: 1 | -1): Mover[] =>
    [0, 1, 2, 3].map(() => {
      const speed = Math.round(between(random, 90, 220)) * direction;
      return {
        shape: 'box',
        w: 26,
        h: 190,
        tone: 2,
        opacity: 0.85,
        x: `mod(${Math.round(between(random, 0, W))}+t*${speed},${W + 26})-26`,
        y: String(top),
      };
    });
  return {
    paint: [
      {
        tone: 1,
        opacity: 0.4,
        mask: `clip(abs(mod(X+Y*0.5+${Math.round(between(random, 0, 16))},16)-8)-3,0,1)`,
      },
    ],
    boxes: [],
    blinks: [],
    movers: [...bars(0, 1), ...bars(H - 190, -1)],
  };
}

function ringsMotif({ random }: MotifContext): MotifDesign {
  const phase = fixed(between(random, 0, 6.28));
  const pulses = (cx: number, cy: number): Box[] =>
    [40, 80, 120].map((size, i) => ({
      x: cx - size / 2,
      y: cy - size / 2,
      w: size,
      h: size,
      tone: 2,
      opacity: 0.85,
      thickness: 4,
      enable: `lt(mod(t-${fixed(i * 0.4)},1.2),0.4)`,
    }));
  return {
    paint: [
      { tone: 1, opacity: 0.45, mask: `clip(abs(mod(hypot(X-W/2,Y-H/2)+${phase},10)-5)-2.5,0,1)` },
      { tone: 2, opacity: 0.25, mask: softDisc('W/2', 'H/2', 'H*0.45') },
    ],
    boxes: [],
    blinks: [...pulses(110, H - 100), ...pulses(W - 110, 100)],
    movers: [
      {
        shape: 'ring',
        w: 100,
        h: 100,
        tone: 2,
        opacity: 1,
        x: `${W / 2 - 50}+480*cos(t*0.8+${phase})`,
        y: '50+40*sin(t*0.8)',
      },
      {
        shape: 'ring',
        w: 70,
        h: 70,
        tone: 'white',
        opacity: 0.8,
        x: `${W / 2 - 35}-480*cos(t*0.6)`,
        y: `${H - 150}+30*sin(t*0.6)`,
      },
    ],
  };
}

function gridMotif({ random }: MotifContext): MotifDesign {
  const lines: Box[] = [];
  for (let x = 0; x < W; x += 80) lines.push({ x, y: 0, w: 2, h: H, tone: 1, opacity: 0.45 });
  for (let y = 0; y < H; y += 80) lines.push({ x: 0, y, w: W, h: 2, tone: 1, opacity: 0.45 });
  const offset = Math.floor(between(random, 0, 16));
  return {
    paint: [{ tone: 2, opacity: 0.18, mask: softDisc('W*0.5', 'H*0.5', 'H*0.7') }],
    boxes: lines,
    blinks: [],
    movers: [
      {
        shape: 'box',
        w: 76,
        h: 76,
        tone: 2,
        opacity: 0.85,
        x: `80*mod(floor(t*2)+${offset},16)+4`,
        y: '80*mod(floor(t/2),2)+4',
      },
      {
        shape: 'box',
        w: 76,
        h: 76,
        tone: 'white',
        opacity: 0.5,
        x: `80*(15-mod(floor(t*2)+${(offset + 7) % 16},16))+4`,
        y: '80*(7+mod(floor(t/2)+1,2))+4',
      },
    ],
  };
}

function diagonalMotif({ random }: MotifContext): MotifDesign {
  const shift = fixed(between(random, -0.15, 0.15));
  const stair = (top: number, speed: number): Mover[] => {
    const start = Math.round(between(random, 0, W));
    return [0, 1, 2, 3, 4, 5].map((i) => ({
      shape: 'box',
      w: 26,
      h: 26,
      tone: 2,
      opacity: 0.9 - i * 0.1,
      x: `mod(${start}+t*${speed},${W + 220})-220+${i * 32}`,
      y: String(top + i * 28),
    }));
  };
  return {
    paint: [
      { tone: 2, opacity: 0.35, mask: `clip(1-abs(X/W-Y/H*0.6-0.3+${shift})*6,0,1)` },
      { tone: 1, opacity: 0.5, mask: `clip(1-abs(X/W-Y/H*0.6-0.65+${shift})*10,0,1)` },
    ],
    boxes: [],
    blinks: [],
    movers: [
      ...stair(14, Math.round(between(random, 120, 200))),
      ...stair(H - 190, -Math.round(between(random, 120, 200))),
    ],
  };
}

function dotsMotif({ random }: MotifContext): MotifDesign {
  const bouncer = (index: number): Mover => {
    const size = Math.round(between(random, 30, 60));
    const span = W - size;
    const top = index % 2 === 0;
    const height = 190 - size;
    const bounce = `${height}*abs(sin(t*${fixed(between(random, 1.2, 2.4), 2)}+${index}))`;
    return {
      shape: 'disc',
      w: size,
      h: size,
      tone: index === 4 ? 'white' : 2,
      opacity: 0.95,
      x: `abs(mod(t*${Math.round(between(random, 90, 220))}+${Math.round(between(random, 0, span))},${2 * span})-${span})`,
      y: top ? `${height + 6}-${bounce}` : `${H - size - 6}-${bounce}`,
    };
  };
  return {
    paint: [{ tone: 1, opacity: 0.5, mask: 'clip(2.6-hypot(mod(X,12)-6,mod(Y,12)-6),0,1)' }],
    boxes: [],
    blinks: [],
    movers: [0, 1, 2, 3, 4].map(bouncer),
  };
}

function moonMotif({ random, duration }: MotifContext): MotifDesign {
  const mx = between(random, 0.15, 0.8);
  const bandY = () =>
    random() < 0.5
      ? Math.round(between(random, 8, TEXT_BAND.top - 20))
      : Math.round(between(random, TEXT_BAND.bottom + 20, H - 10));
  const stars: Box[] = Array.from({ length: 40 }, () => ({
    x: Math.round(between(random, 0, W - 4)),
    y: bandY(),
    w: 3,
    h: 3,
    tone: 'white' as const,
    opacity: 0.8,
  }));
  const twinkles: Box[] = Array.from({ length: 10 }, () => ({
    x: Math.round(between(random, 0, W - 5)),
    y: bandY(),
    w: 5,
    h: 5,
    tone: 'white' as const,
    opacity: 1,
    enable: `lt(mod(t*${fixed(between(random, 0.5, 1.5), 2)}+${fixed(between(random, 0, 3), 2)},3),1.5)`,
  }));
  return {
    paint: [
      { tone: 'black', opacity: 0.3, mask: 'Y/H' },
      { tone: 2, opacity: 0.25, mask: softDisc(`W*${fixed(mx)}`, 'H*0.15', 'H*0.35') },
    ],
    boxes: stars,
    blinks: twinkles,
    movers: [
      {
        shape: 'crescent',
        w: 110,
        h: 110,
        tone: 2,
        opacity: 1,
        x: `${Math.round(W * mx) - 55}+${fixed(80 / duration)}*t`,
        y: '36+8*sin(t/2)',
      },
    ],
  };
}

const MOTIFS: Record<DemoMotif, (context: MotifContext) => MotifDesign> = {
  sun: sunMotif,
  waves: wavesMotif,
  hills: hillsMotif,
  city: cityMotif,
  stripes: stripesMotif,
  rings: ringsMotif,
  grid: gridMotif,
  diagonal: diagonalMotif,
  dots: dotsMotif,
  moon: moonMotif,
};

function toneHex(tone: Tone, palette: readonly [string, string, string]): string {
  if (tone === 'white') return '#ffffff';
  if (tone === 'black') return '#000000';
  return palette[tone];
}

const toneRgb = (tone: Tone, palette: readonly [string, string, string]) =>
  parseHexColor(toneHex(tone, palette));

const toneColor = (tone: Tone, palette: readonly [string, string, string], opacity: number) =>
  ffmpegColor(toneHex(tone, palette), opacity);

/** geq expression per channel: a diagonal gradient from background to secondary, then each layer blended in. */
function paintExpressions(
  layers: PaintLayer[],
  palette: readonly [string, string, string],
): [string, string, string] {
  const bg = toneRgb(0, palette);
  const mid = toneRgb(1, palette);
  return [0, 1, 2].map((channel) => {
    const from = bg[channel] ?? 0;
    const to = mid[channel] ?? 0;
    let expression = `${from}+${to - from}*(0.45*Y/H+0.15*X/W)`;
    for (const layer of layers) {
      const value = toneRgb(layer.tone, palette)[channel] ?? 0;
      const alpha = `${fixed(layer.opacity)}*(${layer.mask})`;
      expression = `(${expression})*(1-${alpha})+${value}*${alpha}`;
    }
    return expression;
  }) as [string, string, string];
}

function drawbox(box: Box, palette: readonly [string, string, string]): string {
  const options = [
    `x=${box.x}`,
    `y=${box.y}`,
    `w=${box.w}`,
    `h=${box.h}`,
    `color=${toneColor(box.tone, palette, box.opacity)}`,
    `t=${box.thickness ?? 'fill'}`,
  ];
  if (box.enable) options.push(`enable=${filterValue(box.enable)}`);
  return `drawbox=${options.join(':')}`;
}

/** A one-frame picture of the shape; overlay repeats the last frame of an ended input, so one is enough. */
function moverSource(
  mover: Mover,
  palette: readonly [string, string, string],
  label: string,
  fps: number,
): string {
  const head = `color=c=black@0:s=${mover.w}x${mover.h}:r=${fps},trim=end_frame=1`;
  if (mover.shape === 'box') {
    return `color=c=${toneColor(mover.tone, palette, mover.opacity)}:s=${mover.w}x${mover.h}:r=${fps},trim=end_frame=1,format=yuva420p[${label}]`;
  }
  const [r, g, b] = toneRgb(mover.tone, palette);
  const radius = mover.w / 2;
  const distance = `hypot(X-${radius}+0.5,Y-${radius}+0.5)`;
  // 1 px of alpha ramp at the edge antialiases the shape.
  const disc = `clip(${radius - 1}-${distance},0,1)`;
  let alpha = disc;
  if (mover.shape === 'ring')
    alpha = `clip(${fixed(radius * 0.18)}-abs(${distance}-${fixed(radius * 0.78)}),0,1)`;
  if (mover.shape === 'crescent') {
    alpha = `${disc}*clip(hypot(X-${fixed(radius * 1.45)},Y-${fixed(radius * 0.75)})-${fixed(radius * 0.86)},0,1)`;
  }
  const geq = [`r=${r}`, `g=${g}`, `b=${b}`, `a=${filterValue(`255*${fixed(mover.opacity)}*${alpha}`)}`].join(
    ':',
  );
  return `${head},format=rgba,geq=${geq},format=yuva420p[${label}]`;
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
export function wrapTitle(title: string, width: number, maxLines = 3): string[] {
  const words = title.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines - 1);
    kept.push(lines.slice(maxLines - 1).join(' '));
    return kept;
  }
  return lines;
}

/** Lines and font size for the title card: the fewest lines that still allow large type. */
export function layoutTitle(title: string): { lines: string[]; fontSize: number } {
  const clean = title.replace(/[\p{Cc}]/gu, ' ').trim() || 'Untitled';
  for (const width of [14, 18, 22, 26, 32]) {
    const lines = wrapTitle(clean, width);
    const longest = Math.max(...lines.map((line) => [...line].length));
    // Inter ExtraBold averages ~0.6 em per character; keep lines inside 1120 px of the 1280 px canvas.
    const fontSize = Math.floor(Math.min(lines.length >= 3 ? 78 : 104, 1120 / (0.62 * longest)));
    if (fontSize >= 56 || width === 32) return { lines, fontSize: Math.max(fontSize, 36) };
  }
  return { lines: [clean], fontSize: 36 };
}

/** Chord of the audio bed: two notes per ear, the right ear slightly detuned so the channels differ. */
export function demoChord(seed: string): { left: [number, number]; right: [number, number] } {
  const random = createRandom(`${seed}:audio`);
  const roots = [174.61, 196, 220, 246.94, 261.63, 293.66];
  const root = roots[Math.floor(random() * roots.length)] ?? 220;
  const third = random() < 0.5 ? 1.25992 : 1.18921;
  const round = (value: number) => Math.round(value * 100) / 100;
  return { left: [round(root), round(root * 1.5)], right: [round(root * 1.003 * third), round(root * 2)] };
}

/**
 * ffmpeg arguments that synthesise a title's demo clip straight into the HLS ladder: no input files.
 * A static card (gradient, motif, title, label) is drawn once and looped; only small shapes, the running
 * timecode and a progress line change per frame, which keeps the encode cheap.
 */
export function buildDemoClipArgs(spec: DemoClipSpec): string[] {
  const fps = spec.frameRate ?? DEMO_CANVAS.frameRate;
  const duration = spec.durationSeconds;
  if (!(duration > 0)) throw new Error('durationSeconds must be positive');
  const frames = Math.round(duration * fps);
  const random = createRandom(`${spec.seed}:${spec.motif}`);
  const design = MOTIFS[spec.motif]({ random, duration });
  const palette = spec.palette;
  const font = filterValue(spec.fontFile);
  const filters: string[] = [];

  const [r, g, b] = paintExpressions(design.paint, palette);
  const card = [
    `color=c=black:s=${PAINT.width}x${PAINT.height}:r=${fps},trim=end_frame=1,format=rgb24`,
    `geq=r=${filterValue(r)}:g=${filterValue(g)}:b=${filterValue(b)}`,
    `scale=${W}:${H}:flags=bicubic,format=yuv420p`,
    ...design.boxes.map((box) => drawbox(box, palette)),
  ];
  const { lines, fontSize } = layoutTitle(spec.title);
  const lineHeight = Math.round(fontSize * 1.12);
  const labelSize = 34;
  const blockHeight = lines.length * lineHeight + 24 + labelSize;
  const top = Math.round((TEXT_BAND.top + TEXT_BAND.bottom) / 2 - blockHeight / 2);
  lines.forEach((line, index) => {
    card.push(
      [
        `drawtext=fontfile=${font}`,
        `text=${filterValue(line)}`,
        'expansion=none',
        `fontsize=${fontSize}`,
        'fontcolor=white',
        'shadowcolor=black@0.45',
        'shadowx=3',
        'shadowy=3',
        'x=(w-text_w)/2',
        `y=${top + index * lineHeight}`,
      ].join(':'),
    );
  });
  card.push(
    [
      `drawtext=fontfile=${font}`,
      `text=${filterValue(spec.label.replace(/[\p{Cc}]/gu, ' ').trim())}`,
      'expansion=none',
      `fontsize=${labelSize}`,
      `fontcolor=${toneColor(2, palette, 1)}`,
      'shadowcolor=black@0.5',
      'shadowx=2',
      'shadowy=2',
      'x=(w-text_w)/2',
      `y=${top + lines.length * lineHeight + 24}`,
    ].join(':'),
  );
  card.push('loop=loop=-1:size=1', `setpts=N/${fps}/TB`, `trim=end_frame=${frames}`);
  filters.push(`${card.join(',')}[card]`);

  const movers: Mover[] = [
    ...design.movers,
    // A line growing along the bottom edge makes the position in the clip visible at a glance.
    {
      shape: 'box',
      w: W,
      h: 5,
      tone: 2,
      opacity: 0.9,
      x: `-${W}+${W}*t/${fixed(duration)}`,
      y: String(H - 5),
    },
  ];
  let current = '[card]';
  movers.forEach((mover, index) => {
    filters.push(moverSource(mover, palette, `m${index}`, fps));
    const next = `[o${index}]`;
    filters.push(
      `${current}[m${index}]overlay=x=${filterValue(mover.x)}:y=${filterValue(mover.y)}:eof_action=repeat:format=yuv420${next}`,
    );
    current = next;
  });
  const live = [
    ...design.blinks.map((box) => drawbox(box, palette)),
    [
      `drawtext=fontfile=${font}`,
      `text=${filterValue('%{pts:hms}')}`,
      'fontsize=28',
      'fontcolor=white',
      'box=1',
      'boxcolor=black@0.45',
      'boxborderw=10',
      'x=w-text_w-40',
      'y=h-text_h-40',
    ].join(':'),
  ];
  filters.push(`${current}${live.join(',')}[picture]`);

  const tracks = spec.audioTracks ?? [];
  filters.push(...audioBed(spec.seed, duration, 'bed', false));
  tracks.slice(1).forEach((track, index) => {
    filters.push(...audioBed(`${spec.seed}:${track.lang}`, duration, `bed${index + 1}`, true));
  });
  const audioOutputs = tracks.flatMap((track, index) =>
    buildAudioHlsOutputArgs({
      audioPad: index === 0 ? '[bed]' : `[bed${index}]`,
      dir: track.dir,
      kbps: DEMO_AUDIO_KBPS,
      segmentSeconds: spec.segmentSeconds,
    }),
  );

  const graph = buildLadderGraph({
    ...spec,
    frameRate: fps,
    videoPad: '[picture]',
    audioPad: tracks.length > 0 ? null : '[bed]',
    scaleFlags: spec.scaleFlags ?? 'bilinear',
  });
  return [
    ...globalArgs(spec.progress ?? false),
    '-filter_complex',
    [...filters, ...graph.filters].join(';'),
    ...graph.outputArgs,
    ...audioOutputs,
  ];
}

/** A stereo chord from `seed`, faded in and out, as `[label]`; `speechLike` adds a syllable-rate tremolo. */
function audioBed(seed: string, duration: number, label: string, speechLike: boolean): string[] {
  const chord = demoChord(seed);
  const tone = (frequency: number, pad: string) =>
    `sine=frequency=${frequency}:sample_rate=48000:duration=${fixed(duration)}[${label}${pad}]`;
  return [
    tone(chord.left[0], 'l0'),
    tone(chord.left[1], 'l1'),
    tone(chord.right[0], 'r0'),
    tone(chord.right[1], 'r1'),
    `[${label}l0][${label}l1]amix=inputs=2[${label}left]`,
    `[${label}r0][${label}r1]amix=inputs=2[${label}right]`,
    [
      `[${label}left][${label}right]join=inputs=2:channel_layout=stereo`,
      ...(speechLike ? ['tremolo=f=4.5:d=0.7'] : []),
      // sine is 1/8 full scale (-18 dBFS); amix halves each of the two notes, so the chord peaks near -18 dBFS.
      'afade=t=in:st=0:d=0.6',
      `afade=t=out:st=${fixed(Math.max(0, duration - 0.8))}:d=0.8`,
      `aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo[${label}]`,
    ].join(','),
  ];
}
