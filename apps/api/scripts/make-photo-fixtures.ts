// npx tsx apps/api/scripts/make-photo-fixtures.ts
// Writes the KYC photo fixtures of e2e/fixtures/photos: synthetic photos of an
// Aadhaar card, a PAN card and a person holding their card, plus the bad ones
// (blurred, glare, blank, tiny, cut off, not an image, with EXIF). Made, not
// downloaded: no real person's documents are in the repository. Deterministic,
// so running it again gives the same files.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { FONT_5X7 } from './font5x7';

const OUT = join(dirname(fileURLToPath(import.meta.url)), '../../../e2e/fixtures/photos');
type Rgb = [number, number, number];

let seed = 20261123;
function random(): number {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
}

class Picture {
  readonly data: Uint8Array;
  /** Drawing outside this box is dropped, when set. */
  clip: { x: number; y: number; w: number; h: number } | null = null;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4).fill(255);
  }

  set(x: number, y: number, [r, g, b]: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const c = this.clip;
    if (c && (x < c.x || y < c.y || x >= c.x + c.w || y >= c.y + c.h)) return;
    const i = (Math.floor(y) * this.width + Math.floor(x)) * 4;
    const d = this.data;
    d[i] = Math.round((d[i] ?? 0) * (1 - alpha) + r * alpha);
    d[i + 1] = Math.round((d[i + 1] ?? 0) * (1 - alpha) + g * alpha);
    d[i + 2] = Math.round((d[i + 2] ?? 0) * (1 - alpha) + b * alpha);
  }

  fill(paint: (x: number, y: number) => Rgb): void {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) this.set(x, y, paint(x, y));
  }

  rect(x0: number, y0: number, w: number, h: number, color: Rgb, radius = 0): void {
    for (let y = y0; y < y0 + h; y++) {
      for (let x = x0; x < x0 + w; x++) {
        const dx = Math.max(x0 + radius - x, 0, x - (x0 + w - 1 - radius));
        const dy = Math.max(y0 + radius - y, 0, y - (y0 + h - 1 - radius));
        if (dx * dx + dy * dy <= radius * radius) this.set(x, y, color);
      }
    }
  }

  ellipse(cx: number, cy: number, rx: number, ry: number, color: Rgb, soft = 0): void {
    for (let y = Math.floor(cy - ry - soft); y <= cy + ry + soft; y++) {
      for (let x = Math.floor(cx - rx - soft); x <= cx + rx + soft; x++) {
        const d = Math.sqrt(((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2);
        if (d <= 1) this.set(x, y, color);
        else if (soft > 0 && d < 1 + soft / rx) this.set(x, y, color, 1 - (d - 1) / (soft / rx));
      }
    }
  }

  text(x: number, y: number, text: string, scale: number, color: Rgb): void {
    let cx = x;
    for (const ch of text.toUpperCase()) {
      const rows = FONT_5X7[ch] ?? FONT_5X7[' '] ?? [];
      rows.forEach((bits, row) => {
        for (let col = 0; col < 5; col++) {
          if (bits & (1 << (4 - col))) this.rect(cx + col * scale, y + row * scale, scale, scale, color);
        }
      });
      cx += 6 * scale;
    }
  }

  /** Sensor noise: every channel moved by up to ±amount. */
  noise(amount: number): void {
    for (let i = 0; i < this.data.length; i += 4) {
      const n = (random() - 0.5) * 2 * amount;
      for (let c = 0; c < 3; c++) this.data[i + c] = Math.max(0, Math.min(255, (this.data[i + c] ?? 0) + n));
    }
  }

  /** Box blur of the given radius, `passes` times (three passes come close to a Gaussian). */
  blur(radius: number, passes = 1): void {
    for (let p = 0; p < passes; p++) {
      this.pass(radius, true);
      this.pass(radius, false);
    }
  }

  private pass(radius: number, horizontal: boolean): void {
    const src = Uint8Array.from(this.data);
    const { width: w, height: h } = this;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        for (let c = 0; c < 3; c++) {
          let sum = 0;
          let n = 0;
          for (let k = -radius; k <= radius; k++) {
            const xx = horizontal ? x + k : x;
            const yy = horizontal ? y : y + k;
            if (xx < 0 || yy < 0 || xx >= w || yy >= h) continue;
            sum += src[(yy * w + xx) * 4 + c] ?? 0;
            n++;
          }
          this.data[(y * w + x) * 4 + c] = Math.round(sum / n);
        }
      }
    }
  }

  jpeg(quality = 88): Buffer {
    return jpeg.encode({ width: this.width, height: this.height, data: this.data }, quality).data;
  }

  png(): Buffer {
    const png = new PNG({ width: this.width, height: this.height });
    png.data = Buffer.from(this.data);
    return PNG.sync.write(png);
  }

  scaled(factor: number): Picture {
    const out = new Picture(Math.round(this.width * factor), Math.round(this.height * factor));
    out.fill((x, y) => {
      const i = (Math.floor(y / factor) * this.width + Math.floor(x / factor)) * 4;
      return [this.data[i] ?? 0, this.data[i + 1] ?? 0, this.data[i + 2] ?? 0];
    });
    return out;
  }
}

const INK: Rgb = [34, 34, 40];
const wood = (x: number, y: number): Rgb => {
  const grain = Math.sin(y / 9 + Math.sin(x / 60) * 2) * 10;
  return [150 + grain, 104 + grain * 0.8, 70 + grain * 0.5];
};

function portrait(p: Picture, x: number, y: number, w: number, h: number): void {
  p.rect(x, y, w, h, [205, 210, 220]);
  p.clip = { x, y, w, h };
  p.ellipse(x + w / 2, y + h * 1.02, w * 0.48, h * 0.36, [60, 70, 110]);
  p.ellipse(x + w / 2, y + h * 0.4, w * 0.28, h * 0.26, [176, 124, 92]);
  p.clip = null;
}

function aadhaarFront(): Picture {
  const p = new Picture(1280, 853);
  p.fill(wood);
  const [x, y] = [130, 110];
  p.rect(x + 8, y + 10, 1020, 640, [90, 60, 40], 28); // shadow
  p.rect(x, y, 1020, 640, [244, 241, 232], 28);
  p.rect(x, y + 20, 1020, 40, [255, 153, 51]);
  p.rect(x, y + 60, 1020, 8, [255, 255, 255]);
  p.rect(x, y + 68, 1020, 14, [19, 136, 8]);
  p.text(x + 290, y + 24, 'GOVERNMENT OF INDIA', 4, [20, 20, 60]);
  portrait(p, x + 50, y + 130, 220, 270);
  p.text(x + 310, y + 150, 'ASHA VERMA', 5, INK);
  p.text(x + 310, y + 215, 'DOB: 12/03/1994', 4, INK);
  p.text(x + 310, y + 265, 'FEMALE', 4, INK);
  p.text(x + 180, y + 480, '2345 6789 0124', 8, INK);
  p.rect(x + 60, y + 580, 900, 4, [200, 30, 30]);
  p.text(x + 300, y + 596, 'MERA AADHAAR, MERI PEHACHAN', 3, [200, 30, 30]);
  p.blur(1);
  p.noise(5);
  return p;
}

function aadhaarBack(): Picture {
  const p = new Picture(1280, 853);
  p.fill(wood);
  const [x, y] = [130, 110];
  p.rect(x + 8, y + 10, 1020, 640, [90, 60, 40], 28);
  p.rect(x, y, 1020, 640, [244, 241, 232], 28);
  p.text(x + 60, y + 60, 'UNIQUE IDENTIFICATION AUTHORITY OF INDIA', 4, [20, 20, 60]);
  p.text(x + 60, y + 160, 'ADDRESS:', 4, INK);
  p.text(x + 60, y + 210, 'W/O RAJESH VERMA, 12 MG ROAD,', 4, INK);
  p.text(x + 60, y + 255, '3RD CROSS, BENGALURU,', 4, INK);
  p.text(x + 60, y + 300, 'KARNATAKA - 560001', 4, INK);
  for (let qy = 0; qy < 25; qy++) {
    for (let qx = 0; qx < 25; qx++) if (random() > 0.5) p.rect(x + 760 + qx * 8, y + 150 + qy * 8, 8, 8, INK);
  }
  p.text(x + 180, y + 480, '2345 6789 0124', 8, INK);
  p.blur(1);
  p.noise(5);
  return p;
}

function panCard(width = 1280, height = 853, onTable = true): Picture {
  const p = new Picture(width, height);
  const scale = width / 1280;
  p.fill(onTable ? wood : () => [236, 236, 236]);
  const s = (v: number) => Math.round(v * scale);
  const [x, y] = [s(130), s(110)];
  p.rect(x, y, s(1020), s(640), [200, 222, 238], s(28));
  p.text(x + s(60), y + s(40), 'INCOME TAX DEPARTMENT', s(4), [20, 40, 90]);
  p.text(x + s(640), y + s(40), 'GOVT. OF INDIA', s(4), [20, 40, 90]);
  p.text(x + s(60), y + s(130), 'PERMANENT ACCOUNT NUMBER CARD', s(3), INK);
  p.text(x + s(60), y + s(180), 'ABCPE1234F', s(8), INK);
  p.text(x + s(60), y + s(300), 'NAME', s(3), INK);
  p.text(x + s(60), y + s(330), 'ASHA VERMA', s(5), INK);
  p.text(x + s(60), y + s(420), 'DATE OF BIRTH', s(3), INK);
  p.text(x + s(60), y + s(450), '12/03/1994', s(5), INK);
  portrait(p, x + s(760), y + s(260), s(200), s(250));
  p.blur(1);
  p.noise(4);
  return p;
}

function face(): Picture {
  const p = new Picture(960, 1280);
  p.fill((x, y) => [196 - y / 40, 204 - y / 40, 212 - x / 80]);
  p.ellipse(480, 1250, 420, 360, [40, 90, 140]); // shoulders
  p.ellipse(480, 470, 190, 240, [70, 45, 35]); // hair
  p.ellipse(480, 520, 165, 215, [176, 124, 92]); // face
  p.ellipse(420, 480, 22, 12, [255, 255, 255]);
  p.ellipse(540, 480, 22, 12, [255, 255, 255]);
  p.ellipse(420, 480, 10, 10, [40, 30, 20]);
  p.ellipse(540, 480, 10, 10, [40, 30, 20]);
  p.rect(470, 500, 20, 70, [160, 108, 80]);
  p.ellipse(480, 630, 55, 16, [150, 60, 60]);
  // the Aadhaar card held in front of the chest
  const [x, y] = [230, 860];
  p.rect(x, y, 500, 315, [244, 241, 232], 16);
  p.rect(x, y + 10, 500, 20, [255, 153, 51]);
  p.rect(x, y + 34, 500, 8, [19, 136, 8]);
  portrait(p, x + 24, y + 70, 100, 125);
  p.text(x + 150, y + 80, 'ASHA VERMA', 3, INK);
  p.text(x + 150, y + 115, 'DOB: 12/03/1994', 2, INK);
  p.text(x + 90, y + 240, '2345 6789 0124', 4, INK);
  p.ellipse(250, 1010, 45, 70, [176, 124, 92]); // fingers on the card
  p.ellipse(710, 1010, 45, 70, [176, 124, 92]);
  p.blur(1);
  p.noise(5);
  return p;
}

/** An APP1 EXIF block after SOI: orientation and an ImageDescription holding a location, as phones write. */
function withExif(jpegBytes: Buffer, orientation: number, description: string): Buffer {
  const text = Buffer.from(`${description}\0`, 'latin1');
  const ifd = Buffer.alloc(2 + 2 * 12 + 4);
  ifd.writeUInt16BE(2, 0);
  ifd.writeUInt16BE(0x010e, 2); // ImageDescription, ASCII, stored after the IFD
  ifd.writeUInt16BE(2, 4);
  ifd.writeUInt32BE(text.length, 6);
  ifd.writeUInt32BE(8 + ifd.length, 10);
  ifd.writeUInt16BE(0x0112, 14); // Orientation, SHORT
  ifd.writeUInt16BE(3, 16);
  ifd.writeUInt32BE(1, 18);
  ifd.writeUInt16BE(orientation, 22);
  const tiff = Buffer.concat([Buffer.from('MM\0\x2a\0\0\0\x08', 'latin1'), ifd, text]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpegBytes.subarray(0, 2), header, payload, jpegBytes.subarray(2)]);
}

function glare(picture: Picture): Picture {
  picture.ellipse(
    picture.width * 0.55,
    picture.height * 0.45,
    picture.width * 0.3,
    picture.height * 0.2,
    [255, 255, 255],
    60,
  );
  return picture;
}

mkdirSync(OUT, { recursive: true });
const write = (name: string, bytes: Buffer) => writeFileSync(join(OUT, name), bytes);

const front = aadhaarFront();
const frontJpeg = front.jpeg();
write('aadhaar-front.jpg', frontJpeg);
write('aadhaar-back.jpg', aadhaarBack().jpeg());
write('pan.jpg', panCard().jpeg());
write('face.jpg', face().jpeg());
write('card.png', panCard(1000, 667, false).png());
write('with-exif.jpg', withExif(aadhaarBack().jpeg(), 1, 'GPS 28.6139N 77.2090E'));
write('sideways.jpg', withExif(panCard(960, 640).jpeg(), 6, 'Phone camera'));
const blurry = aadhaarFront();
blurry.blur(7, 3);
blurry.noise(5);
write('blurry.jpg', blurry.jpeg());
write('glare.jpg', glare(face()).jpeg());
const blank = new Picture(1280, 960);
blank.fill(() => [182, 184, 188]);
blank.noise(2);
write('blank.jpg', blank.jpeg());
write('tiny.jpg', front.scaled(0.25).jpeg());
write('truncated.jpg', frontJpeg.subarray(0, Math.floor(frontJpeg.length * 0.55)));
write(
  'not-an-image.jpg',
  Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n'),
);
console.log(`photo fixtures written to ${OUT}`);
