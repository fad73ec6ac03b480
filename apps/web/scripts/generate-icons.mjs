// Renders the app's icons from one logo mark (a play triangle in the design's primary → accent gradient on the dark
// background): favicon.svg, favicon.ico (32 and 48 px PNGs in one ICO), apple-touch-icon.png (180), icon-192.png,
// icon-512.png and icon-maskable-512.png (the mark inside the maskable safe zone, a circle of 40% radius).
// The results are committed in apps/web/public/, so a build needs no generation: run this only when the mark changes.
//   node apps/web/scripts/generate-icons.mjs
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// sharp is a dependency of the server workspace (images of the catalogue); the client borrows it for this script.
const require = createRequire(path.join(fileURLToPath(import.meta.url), '../../../server/package.json'));
const sharp = require('sharp');

const PUBLIC_DIR = fileURLToPath(new URL('../public/', import.meta.url));
const BACKGROUND = '#0b0f17';
const PRIMARY = '#3b82f6';
const ACCENT = '#10b981';
const PLAY = 'M24 17.5v29a2 2 0 0 0 3.05 1.7l23.2-14.5a2 2 0 0 0 0-3.4L27.05 15.8A2 2 0 0 0 24 17.5Z';

/**
 * The mark on a 64-unit canvas. `rounded`: a rounded tile with transparent corners (favicons, the manifest's "any"
 * icons); otherwise a full-bleed square (iOS and the maskable icon draw their own shape). `scale` shrinks the play
 * triangle about the centre (the maskable icon keeps it well inside the safe zone).
 */
function markSvg({ rounded, scale = 1 }) {
  const transform = scale === 1 ? '' : ` transform="translate(32 32) scale(${scale}) translate(-32 -32)"`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs>
    <linearGradient id="m" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${PRIMARY}" />
      <stop offset="1" stop-color="${ACCENT}" />
    </linearGradient>
  </defs>
  <rect width="64" height="64"${rounded ? ' rx="14"' : ''} fill="${BACKGROUND}" />
  <path d="${PLAY}" fill="url(#m)"${transform} />
</svg>
`;
}

function png(svg, size) {
  // density: the SVG is rasterised at the target size, not scaled up from 64 px.
  return sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** An ICO file holding PNG images (supported by every browser since IE Vista-era; smaller than bitmaps). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

const tile = markSvg({ rounded: true });
const square = markSvg({ rounded: false });
// The safe zone is a circle of radius 0.4 × size; at 0.8 the triangle's farthest point is ~15 of 25.6 units away.
const maskable = markSvg({ rounded: false, scale: 0.8 });

const files = {
  'favicon.svg': Buffer.from(tile),
  'favicon.ico': ico([
    { size: 32, data: await png(tile, 32) },
    { size: 48, data: await png(tile, 48) },
  ]),
  'apple-touch-icon.png': await png(square, 180),
  'icon-192.png': await png(tile, 192),
  'icon-512.png': await png(tile, 512),
  'icon-maskable-512.png': await png(maskable, 512),
};
for (const [name, data] of Object.entries(files)) {
  await writeFile(path.join(PUBLIC_DIR, name), data);
  process.stdout.write(`${name}  ${data.length} bytes\n`);
}
