import { deflateSync } from "node:zlib";

/** RGB colour, 0–255 each. */
export type Rgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An 8-bit RGB PNG of `width` × `height` whose pixels `paint(x, y)` gives. */
function encodePng(width: number, height: number, paint: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let offset = 0;
  for (let y = 0; y < height; y++) {
    raw[offset++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      raw[offset++] = r;
      raw[offset++] = g;
      raw[offset++] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The outline a demo picture draws: a rough silhouette of the kind of goods. */
export type DemoShape = "bottle" | "bulb" | "box" | "circle" | "shirt" | "tool" | "book" | "vase";

const lerp = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [lerp(a[0], b[0], t), lerp(a[1], b[1], t), lerp(a[2], b[2], t)];

/** Inside the silhouette, in coordinates from 0 to 1 (x right, y down). */
function inside(shape: DemoShape, x: number, y: number): boolean {
  const dx = x - 0.5;
  switch (shape) {
    case "bottle":
      return (Math.abs(dx) < 0.16 && y > 0.32 && y < 0.86) || (Math.abs(dx) < 0.07 && y > 0.16 && y <= 0.32);
    case "bulb":
      return Math.hypot(dx, y - 0.42) < 0.24 || (Math.abs(dx) < 0.09 && y > 0.6 && y < 0.8);
    case "box":
      return Math.abs(dx) < 0.3 && y > 0.3 && y < 0.78;
    case "circle":
      return Math.hypot(dx, y - 0.5) < 0.3;
    case "shirt":
      return (Math.abs(dx) < 0.2 && y > 0.28 && y < 0.82) || (Math.abs(dx) < 0.36 && y > 0.28 && y < 0.46);
    case "tool":
      return (Math.abs(dx) < 0.05 && y > 0.36 && y < 0.86) || (Math.abs(dx) < 0.22 && y > 0.18 && y < 0.36);
    case "book":
      return Math.abs(dx) < 0.24 && y > 0.2 && y < 0.8 && !(Math.abs(dx + 0.2) < 0.015);
    case "vase":
      return Math.abs(dx) < 0.1 + 0.16 * Math.sin(Math.PI * Math.min(1, Math.max(0, (y - 0.2) / 0.62))) && y > 0.2 && y < 0.82;
  }
}

/** A small product picture: a soft background in the category's colour and the goods' silhouette. */
export function demoProductPng(shape: DemoShape, colour: Rgb, size = 160): Buffer {
  const background = mix(colour, [255, 255, 255], 0.82);
  const shade = mix(colour, [0, 0, 0], 0.25);
  return encodePng(size, size, (px, py) => {
    const x = px / (size - 1);
    const y = py / (size - 1);
    if (inside(shape, x, y)) return mix(colour, shade, y);
    // A floor shadow under the goods.
    if (Math.hypot((x - 0.5) / 0.34, (y - 0.9) / 0.04) < 1) return mix(background, shade, 0.35);
    return mix(background, [255, 255, 255], 1 - y);
  });
}
