import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import type { TitleType } from '@mzansi/contracts/catalogue';
import type { ImageSet, TitleArtwork } from '../db/schema/catalogue';
import type { SeedLook } from './seed-types';
import { mulberry32 } from '@mzansi/media/seeded-random';

/** Bump when the designs change so regenerated files get new (cache-busting) names. */
export const ARTWORK_VERSION = 2;

export const POSTER_WIDTHS = [200, 400, 600] as const;
export const BACKDROP_WIDTHS = [640, 1280, 1920] as const;

export interface ArtworkJob {
  titleId: string;
  title: string;
  type: TitleType;
  year: number;
  ageRating: string;
  look: SeedLook;
}

const require = createRequire(import.meta.url);

export type InterWeight = '500Medium' | '600SemiBold' | '800ExtraBold';

/**
 * Inter (OFL) from @expo-google-fonts/inter. librsvg only finds fonts through fontconfig and ignores
 * @font-face, so text is drawn by sharp's `text` input with this file and composited onto the SVG art;
 * the same file feeds ffmpeg's drawtext in the demo clips.
 */
export function resolveInterFont(weight: InterWeight = '800ExtraBold'): string {
  return require.resolve(`@expo-google-fonts/inter/${weight}/Inter_${weight}.ttf`);
}

const FONT_NAMES: Record<InterWeight, string> = {
  '500Medium': 'Inter Medium',
  '600SemiBold': 'Inter SemiBold',
  '800ExtraBold': 'Inter ExtraBold',
};

const TYPE_LABELS: Record<TitleType, string> = {
  movie: 'MOVIE',
  series: 'SERIES',
  documentary: 'DOCUMENTARY',
};

type Palette = SeedLook['palette'];
type Random = () => number;

function createRandom(seed: string): Random {
  return mulberry32(createHash('sha256').update(seed).digest().readUInt32LE(0));
}

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!,
  );

const round = (value: number) => Math.round(value * 10) / 10;

/** The part of the canvas the motif fills: the whole poster, the right two thirds of a backdrop. */
interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Shapes use fill-opacity, never opacity: librsvg renders every element with `opacity` through an offscreen
 * surface, which made a dots poster (hundreds of circles) several times slower.
 */
function motifSvg(look: SeedLook, area: Area, random: Random): string {
  const [, mid, hi] = look.palette;
  const { x, y, w, h } = area;
  const unit = Math.min(w, h);
  const shapes: string[] = [];
  const wave = (baseY: number, amplitude: number, periods: number, phase: number) => {
    const points: string[] = [];
    for (let i = 0; i <= 48; i++) {
      const px = x + (w * i) / 48;
      points.push(
        `${round(px)},${round(baseY + amplitude * Math.sin((i / 48) * periods * 2 * Math.PI + phase))}`,
      );
    }
    return `M${x},${y + h} L${points.join(' L')} L${x + w},${y + h} Z`;
  };
  switch (look.motif) {
    case 'sun': {
      const cx = x + w * (0.55 + random() * 0.25);
      const cy = y + h * 0.38;
      shapes.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(unit * 0.5)}" fill="url(#glow)"/>`);
      shapes.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(unit * 0.17)}" fill="${hi}"/>`);
      shapes.push(
        `<rect x="${x}" y="${round(y + h * 0.68)}" width="${w}" height="${round(h * 0.32)}" fill="${mid}"/>`,
      );
      for (let i = 0; i < 5; i++) {
        shapes.push(
          `<rect x="${x}" y="${round(y + h * (0.71 + i * 0.055))}" width="${w}" height="${round(unit * 0.006) + 1}" fill="${hi}" fill-opacity="${0.45 - i * 0.07}"/>`,
        );
      }
      break;
    }
    case 'waves':
      for (let i = 0; i < 4; i++) {
        const opacity = 0.35 + i * 0.18;
        const fill = i === 3 ? hi : mid;
        shapes.push(
          `<path d="${wave(y + h * (0.5 + i * 0.1), unit * 0.03, 1.5 + i * 0.5, random() * 6.28)}" fill="${fill}" fill-opacity="${i === 3 ? 0.5 : opacity}"/>`,
        );
      }
      break;
    case 'hills':
      shapes.push(
        `<circle cx="${round(x + w * (0.3 + random() * 0.5))}" cy="${round(y + h * 0.3)}" r="${round(unit * 0.1)}" fill="${hi}"/>`,
      );
      shapes.push(
        `<path d="${wave(y + h * 0.55, unit * 0.08, 0.9, random() * 6.28)}" fill="${mid}" fill-opacity="0.6"/>`,
      );
      shapes.push(`<path d="${wave(y + h * 0.68, unit * 0.06, 1.3, random() * 6.28)}" fill="${mid}"/>`);
      shapes.push(
        `<path d="${wave(y + h * 0.82, unit * 0.04, 1.8, random() * 6.28)}" fill="#000" fill-opacity="0.35"/>`,
      );
      break;
    case 'city': {
      let bx = x - random() * 30;
      while (bx < x + w) {
        const bw = unit * (0.08 + random() * 0.1);
        const bh = h * (0.2 + random() * 0.4);
        const top = y + h - bh;
        shapes.push(
          `<rect x="${round(bx)}" y="${round(top)}" width="${round(bw - unit * 0.01)}" height="${round(bh)}" fill="${mid}"/>`,
        );
        for (let wy = top + unit * 0.03; wy < y + h - unit * 0.04; wy += unit * 0.05) {
          for (let wx = bx + unit * 0.015; wx < bx + bw - unit * 0.035; wx += unit * 0.035) {
            if (random() < 0.35) {
              shapes.push(
                `<rect x="${round(wx)}" y="${round(wy)}" width="${round(unit * 0.015)}" height="${round(unit * 0.022)}" fill="${hi}" fill-opacity="0.85"/>`,
              );
            }
          }
        }
        bx += bw;
      }
      break;
    }
    case 'stripes': {
      const step = unit * 0.09;
      for (let i = -12; i < 30; i++) {
        const sx = x + i * step;
        const fill = i % 5 === 0 ? hi : mid;
        shapes.push(
          `<polygon points="${round(sx)},${y + h} ${round(sx + step * 0.45)},${y + h} ${round(sx + step * 0.45 + h * 0.6)},${y} ${round(sx + h * 0.6)},${y}" fill="${fill}" fill-opacity="${i % 5 === 0 ? 0.8 : 0.35}"/>`,
        );
      }
      break;
    }
    case 'rings': {
      const cx = x + w * (0.5 + (random() - 0.5) * 0.3);
      const cy = y + h * 0.42;
      for (let i = 1; i <= 9; i++) {
        shapes.push(
          `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(unit * 0.07 * i)}" fill="none" stroke="${i % 3 === 0 ? hi : mid}" stroke-width="${round(unit * (i % 3 === 0 ? 0.018 : 0.01))}" stroke-opacity="${i % 3 === 0 ? 0.9 : 0.55}"/>`,
        );
      }
      break;
    }
    case 'grid': {
      const cell = unit * 0.12;
      for (let gx = x; gx <= x + w; gx += cell) {
        shapes.push(
          `<rect x="${round(gx)}" y="${y}" width="2" height="${h}" fill="${mid}" fill-opacity="0.6"/>`,
        );
      }
      for (let gy = y; gy <= y + h; gy += cell) {
        shapes.push(
          `<rect x="${x}" y="${round(gy)}" width="${w}" height="2" fill="${mid}" fill-opacity="0.6"/>`,
        );
      }
      for (let i = 0; i < 7; i++) {
        const cx = x + Math.floor((random() * w) / cell) * cell;
        const cy = y + Math.floor((random() * h * 0.7) / cell) * cell;
        shapes.push(
          `<rect x="${round(cx + 4)}" y="${round(cy + 4)}" width="${round(cell - 6)}" height="${round(cell - 6)}" fill="${i < 2 ? hi : mid}" fill-opacity="${i < 2 ? 0.9 : 0.7}"/>`,
        );
      }
      break;
    }
    case 'diagonal': {
      const offset = random() * w * 0.3;
      shapes.push(
        `<polygon points="${round(x + offset)},${y + h} ${round(x + offset + w * 0.35)},${y + h} ${round(x + offset + w * 0.9)},${y} ${round(x + offset + w * 0.55)},${y}" fill="${mid}" fill-opacity="0.7"/>`,
      );
      shapes.push(
        `<polygon points="${round(x + offset + w * 0.4)},${y + h} ${round(x + offset + w * 0.48)},${y + h} ${round(x + offset + w * 1.03)},${y} ${round(x + offset + w * 0.95)},${y}" fill="${hi}" fill-opacity="0.85"/>`,
      );
      break;
    }
    case 'dots': {
      const gap = unit * 0.075;
      for (let dy = y + gap / 2; dy < y + h; dy += gap) {
        for (let dx = x + gap / 2; dx < x + w; dx += gap) {
          const size = random();
          if (size < 0.15) continue;
          shapes.push(
            `<circle cx="${round(dx)}" cy="${round(dy)}" r="${round(gap * 0.42 * size)}" fill="${size > 0.9 ? hi : mid}" fill-opacity="${size > 0.9 ? 0.95 : 0.6}"/>`,
          );
        }
      }
      break;
    }
    case 'moon': {
      for (let i = 0; i < 70; i++) {
        shapes.push(
          `<circle cx="${round(x + random() * w)}" cy="${round(y + random() * h)}" r="${round(0.8 + random() * unit * 0.004)}" fill="#fff" fill-opacity="${round(0.4 + random() * 0.6)}"/>`,
        );
      }
      const cx = x + w * (0.45 + random() * 0.3);
      const cy = y + h * 0.3;
      const r = unit * 0.16;
      shapes.push(`<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r * 2.6)}" fill="url(#glow)"/>`);
      shapes.push(
        `<mask id="crescent"><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#fff"/><circle cx="${round(cx + r * 0.45)}" cy="${round(cy - r * 0.25)}" r="${round(r * 0.88)}" fill="#000"/></mask>`,
      );
      shapes.push(
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${hi}" mask="url(#crescent)"/>`,
      );
      break;
    }
  }
  return shapes.join('');
}

function backgroundSvg(
  width: number,
  height: number,
  palette: Palette,
  motif: string,
  extra: string,
): string {
  const [bg, mid, hi] = palette;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs>
<linearGradient id="base" x1="0" y1="0" x2="0.35" y2="1"><stop offset="0" stop-color="${bg}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${hi}" stop-opacity="0.55"/><stop offset="1" stop-color="${hi}" stop-opacity="0"/></radialGradient>
<linearGradient id="scrimBottom" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient>
<linearGradient id="scrimLeft" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${bg}" stop-opacity="0.97"/><stop offset="0.6" stop-color="${bg}" stop-opacity="0.88"/><stop offset="1" stop-color="${bg}" stop-opacity="0"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#base)"/>
${motif}
${extra}
</svg>`;
}

interface TextLayer {
  png: Buffer;
  width: number;
  height: number;
}

/** Renders Pango markup with the bundled Inter file into a transparent PNG. */
async function renderText(
  markup: string,
  weight: InterWeight,
  sizePx: number,
  maxWidth: number,
  lineSpacing?: number,
): Promise<TextLayer> {
  const { data, info } = await sharp({
    text: {
      text: markup,
      font: `${FONT_NAMES[weight]} ${sizePx}px`,
      fontfile: resolveInterFont(weight),
      width: maxWidth,
      wrap: 'word',
      rgba: true,
      ...(lineSpacing === undefined ? {} : { spacing: lineSpacing }),
    },
  })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}

/**
 * Text goes into the SVG as embedded images rather than through sharp's composite, which blends every layer
 * over the whole canvas: one librsvg pass is ~15 ms cheaper per backdrop.
 */
function imageTag(layer: TextLayer, left: number, top: number): string {
  return `<image x="${Math.round(left)}" y="${Math.round(top)}" width="${layer.width}" height="${layer.height}" href="data:image/png;base64,${layer.png.toString('base64')}"/>`;
}

/**
 * Title type scaled to its length, then shrunk until it fits the box: Pango never breaks inside a word, so a
 * long single word shows up as a layer wider than the box.
 */
async function renderTitle(
  title: string,
  maxWidth: number,
  baseSize: number,
  maxHeight: number,
): Promise<TextLayer> {
  const length = [...title].length;
  let size = Math.round(baseSize * Math.min(1, Math.max(0.6, 16 / Math.max(length, 8))));
  const markup = `<span foreground="#ffffff">${escapeXml(title)}</span>`;
  let layer = await renderText(markup, '800ExtraBold', size, maxWidth, Math.round(size * 0.06));
  while ((layer.height > maxHeight || layer.width > maxWidth) && size > 18) {
    size = Math.round(size * 0.88);
    layer = await renderText(markup, '800ExtraBold', size, maxWidth, Math.round(size * 0.06));
  }
  return layer;
}

function kicker(text: string, color: string): string {
  return `<span foreground="${color}" letter_spacing="${4 * 1024}">${escapeXml(text)}</span>`;
}

/** A group of layers placed together. */
interface Block {
  height: number;
  svgAt(left: number, top: number): string;
}

/** Year, then the age rating in an outlined badge. */
async function renderFooter(job: ArtworkJob, sizePx: number, maxWidth: number): Promise<Block> {
  const [year, rating] = await Promise.all([
    renderText(`<span foreground="#ffffffdd">${job.year}</span>`, '600SemiBold', sizePx, maxWidth),
    renderText(
      `<span foreground="#ffffff">${escapeXml(job.ageRating)}</span>`,
      '600SemiBold',
      sizePx,
      maxWidth,
    ),
  ]);
  const padX = Math.round(sizePx * 0.45);
  const padY = Math.round(sizePx * 0.15);
  const badgeWidth = rating.width + 2 * padX;
  const badgeHeight = rating.height + 2 * padY;
  const gap = Math.round(sizePx * 0.7);
  const height = Math.max(year.height, badgeHeight);
  return {
    height,
    svgAt: (left, top) => {
      const badgeLeft = left + year.width + gap;
      const badgeTop = top + (height - badgeHeight) / 2;
      return [
        imageTag(year, left, top + (height - year.height) / 2),
        `<rect x="${round(badgeLeft + 1.5)}" y="${round(badgeTop + 1.5)}" width="${badgeWidth - 3}" height="${badgeHeight - 3}" rx="${round(sizePx * 0.25)}" fill="#000" fill-opacity="0.35" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/>`,
        imageTag(rating, badgeLeft + padX, badgeTop + padY),
      ].join('');
    },
  };
}

async function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
}

async function composePoster(job: ArtworkJob, random: Random): Promise<Buffer> {
  const width = 600;
  const height = 900;
  const margin = 44;
  const [label, title, footer] = await Promise.all([
    renderText(kicker(TYPE_LABELS[job.type], job.look.palette[2]), '600SemiBold', 24, width - 2 * margin),
    renderTitle(job.title, width - 2 * margin, 84, 330),
    renderFooter(job, 28, width - 2 * margin),
  ]);
  const footerTop = height - margin - footer.height;
  const titleTop = Math.max(margin + label.height + 16, footerTop - 22 - title.height);
  const motif = motifSvg(job.look, { x: 0, y: 0, w: width, h: height * 0.72 }, random);
  const overlay = [
    `<rect y="${height * 0.4}" width="${width}" height="${height * 0.6}" fill="url(#scrimBottom)"/>`,
    imageTag(label, margin, margin),
    imageTag(title, margin, titleTop),
    footer.svgAt(margin, footerTop),
  ].join('');
  return rasterise(backgroundSvg(width, height, job.look.palette, motif, overlay));
}

/**
 * The backdrop carries no text: pages put the title, rating and actions over it in HTML (hero, title page), so
 * baked-in words would show twice. The left side is darkened for that text to stay readable.
 */
async function composeBackdrop(job: ArtworkJob, random: Random): Promise<Buffer> {
  const width = 1920;
  const height = 1080;
  // The motif starts behind the text column; the scrim fades it out there so the edge never shows.
  const motif = motifSvg(job.look, { x: width * 0.25, y: 0, w: width * 0.75, h: height }, random);
  const overlay = `<rect width="${width * 0.62}" height="${height}" fill="url(#scrimLeft)"/>`;
  return rasterise(backgroundSvg(width, height, job.look.palette, motif, overlay));
}

async function writeWidths(
  raw: Buffer,
  size: { width: number; height: number },
  widths: readonly number[],
  file: (width: number) => string,
): Promise<void> {
  await Promise.all(
    widths.map((width) =>
      sharp(raw, { raw: { width: size.width, height: size.height, channels: 3 } })
        .resize(width, Math.round((width * size.height) / size.width))
        // effort 2 encodes several times faster than the default 4 for a few percent more bytes.
        .webp({ quality: 82, effort: 0 })
        .toFile(file(width)),
    ),
  );
}

/** Hash of everything that shapes the pictures: new inputs, new file names, so they can be cached forever. */
export function artworkHash(job: ArtworkJob): string {
  const material = JSON.stringify([
    ARTWORK_VERSION,
    job.titleId,
    job.title,
    job.type,
    job.year,
    job.ageRating,
    job.look,
  ]);
  return createHash('sha256').update(material).digest('hex').slice(0, 8);
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/**
 * Draws a title's poster (2:3) and backdrop (16:9) from its look and writes them as WebP at several widths into
 * `outputDir`, the local folder of storage key `keyPrefix` (e.g. `artwork/titles/<id>`). Files that already exist
 * under the same hash are kept.
 */
export async function generateTitleArtwork(
  job: ArtworkJob,
  outputDir: string,
  keyPrefix: string,
): Promise<TitleArtwork> {
  const hash = artworkHash(job);
  const posterName = `poster-${hash}`;
  const backdropName = `backdrop-${hash}`;
  const poster: ImageSet = {
    base: `${keyPrefix}/${posterName}`,
    widths: [...POSTER_WIDTHS],
    width: 600,
    height: 900,
    format: 'webp',
  };
  const backdrop: ImageSet = {
    base: `${keyPrefix}/${backdropName}`,
    widths: [...BACKDROP_WIDTHS],
    width: 1920,
    height: 1080,
    format: 'webp',
  };
  const files = [
    ...POSTER_WIDTHS.map((width) => path.join(outputDir, `${posterName}-${width}.webp`)),
    ...BACKDROP_WIDTHS.map((width) => path.join(outputDir, `${backdropName}-${width}.webp`)),
  ];
  if ((await Promise.all(files.map(exists))).every(Boolean)) return { poster, backdrop };

  await fs.mkdir(outputDir, { recursive: true });
  // Each picture is encoded as soon as it is drawn, so the poster's WebPs overlap the backdrop's drawing.
  await Promise.all([
    composePoster(job, createRandom(`${hash}:poster`)).then((raw) =>
      writeWidths(raw, poster, POSTER_WIDTHS, (width) => path.join(outputDir, `${posterName}-${width}.webp`)),
    ),
    composeBackdrop(job, createRandom(`${hash}:backdrop`)).then((raw) =>
      writeWidths(raw, backdrop, BACKDROP_WIDTHS, (width) =>
        path.join(outputDir, `${backdropName}-${width}.webp`),
      ),
    ),
  ]);
  return { poster, backdrop };
}
