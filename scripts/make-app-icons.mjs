// Writes the app's PNG icons (the web app manifest's 192 and 512 px, a maskable 512 px, the 180 px Apple touch icon
// and the 96 px notification badge) from the house-and-door mark of favicon.svg. Run once after changing the mark:
// `node scripts/make-app-icons.mjs`; the PNGs are committed.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const OUT_DIR = path.join(import.meta.dirname, '..', 'packages', 'app', 'public', 'icons');
const TEAL = '#0e5a5a';
const SAND = '#f4ede2';

/** The mark on a 64-unit canvas; `inset` shrinks it towards the centre (maskable icons keep it inside the safe zone). */
function markSvg({ rounded, inset }) {
  const scale = 1 - 2 * inset;
  const offset = 64 * inset;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${TEAL}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path d="M16 36 32 20l16 16v12H16z" fill="${SAND}"/>
    <rect x="28" y="38" width="8" height="10" rx="2" fill="${TEAL}"/>
  </g>
</svg>`;
}

/** A monochrome silhouette for the status bar (Android shows only its alpha channel). */
const BADGE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <path fill-rule="evenodd" d="M8 34 32 10l24 24v22H8zM27 40v16h10V40z" fill="#ffffff"/>
</svg>`;

const ICONS = [
  { file: 'icon-192.png', size: 192, svg: markSvg({ rounded: true, inset: 0 }) },
  { file: 'icon-512.png', size: 512, svg: markSvg({ rounded: true, inset: 0 }) },
  // Full bleed: the platform cuts its own shape; the mark stays within the central 80 % safe zone.
  { file: 'maskable-512.png', size: 512, svg: markSvg({ rounded: false, inset: 0.1 }) },
  { file: 'apple-touch-icon-180.png', size: 180, svg: markSvg({ rounded: false, inset: 0.05 }) },
  { file: 'badge-96.png', size: 96, svg: BADGE_SVG },
];

mkdirSync(OUT_DIR, { recursive: true });
for (const { file, size, svg } of ICONS) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT_DIR, file));
  console.log(`wrote ${file}`);
}
