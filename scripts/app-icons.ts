/**
 * Draws the installed app's icons (decision 0027) from the Rally mark in
 * `apps/web/public/favicon.svg`, into `apps/web/public/icons/` (committed: run again only when the
 * mark changes): `node scripts/app-icons.ts`.
 *
 * - `icon-<size>.png`: the mark as the favicon draws it, a rounded square on a clear background.
 * - `icon-maskable-<size>.png`: the square to its edges, for launchers that cut their own shape
 *   (a circle, a squircle): the letter stays inside the middle 80 %, the part every shape keeps.
 * - `apple-touch-icon.png`: the same full square, which iOS rounds itself.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.join(import.meta.dirname, '../apps/web/public');
const favicon = readFileSync(path.join(web, 'favicon.svg'), 'utf8');
const square = favicon.replace(/<title>.*?<\/title>/, '').replace(/ rx="[\d.]+"/, '');
const out = path.join(web, 'icons');
mkdirSync(out, { recursive: true });

const icons: [string, string, number][] = [
  ['icon-192.png', favicon, 192],
  ['icon-512.png', favicon, 512],
  ['icon-maskable-192.png', square, 192],
  ['icon-maskable-512.png', square, 512],
  ['apple-touch-icon.png', square, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
  console.log(`${name} ${size}×${size}`);
}
