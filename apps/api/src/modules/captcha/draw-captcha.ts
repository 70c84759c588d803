import { randomInt } from 'node:crypto';
import { captchaAlphabet, glyphs } from './stroke-font';
import { encodeGreyscalePng } from './png';

const width = 200;
const height = 70;

/** Draws a 5-character captcha as a PNG: no text in the file, each glyph skewed, rotated and jittered. */
export function drawCaptcha(answer: string): Buffer {
  const pixels = new Uint8Array(width * height).fill(236);
  const random = (min: number, max: number) => min + (randomInt(0, 10_000) / 10_000) * (max - min);

  for (let i = 0; i < 6; i += 1) {
    drawLine(pixels, random(0, width), random(0, height), random(0, width), random(0, height), 1, 150);
  }

  const cell = width / (answer.length + 1);
  [...answer].forEach((char, index) => {
    const glyph = glyphs[char];
    if (!glyph) throw new Error(`no glyph for ${char}`);
    const scale = random(6.5, 8);
    const angle = random(-0.35, 0.35);
    const skew = random(-0.25, 0.25);
    const originX = cell * (index + 0.6) + random(-4, 4);
    const originY = height / 2 - 3 * scale + random(-5, 5);
    const place = ([x, y]: readonly [number, number]): [number, number] => {
      const gx = (x - 2 + skew * (y - 3) + random(-0.15, 0.15)) * scale;
      const gy = (y - 3 + random(-0.15, 0.15)) * scale;
      return [
        originX + 2 * scale + gx * Math.cos(angle) - gy * Math.sin(angle),
        originY + 3 * scale + gx * Math.sin(angle) + gy * Math.cos(angle),
      ];
    };
    for (const stroke of glyph) {
      const points = stroke.map(place);
      for (let p = 1; p < points.length; p += 1) {
        const [x0, y0] = points[p - 1]!;
        const [x1, y1] = points[p]!;
        drawLine(pixels, x0, y0, x1, y1, 2.2, 30);
      }
    }
  });

  for (let i = 0; i < 350; i += 1) {
    pixels[randomInt(0, pixels.length)] = randomInt(60, 200);
  }
  return encodeGreyscalePng(pixels, width, height);
}

export function randomCaptchaText(length = 5): string {
  return Array.from({ length }, () => captchaAlphabet[randomInt(0, captchaAlphabet.length)]).join('');
}

function drawLine(
  pixels: Uint8Array,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  radius: number,
  shade: number,
) {
  const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2));
  for (let s = 0; s <= steps; s += 1) {
    const cx = x0 + ((x1 - x0) * s) / steps;
    const cy = y0 + ((y1 - y0) * s) / steps;
    for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y += 1) {
      for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x += 1) {
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius * radius) pixels[y * width + x] = shade;
      }
    }
  }
}
