import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';

// A PNG without an alpha channel. pdfkit embeds such a PNG's compressed data as it is, while one
// with alpha is decoded pixel by pixel in JavaScript to split the mask off (a second per chart).

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const chunk = (type: string, data: Buffer): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
};

/** Opaque RGBA pixels (drawn on a background), row by row, as an 8-bit RGB PNG. */
export const opaquePng = async (
  rgba: Uint8Array,
  width: number,
  height: number,
): Promise<Buffer> => {
  const stride = width * 3 + 1;
  const raw = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter type: 0, none. The alpha byte is left out.
    let out = y * stride + 1;
    for (let p = y * width * 4, end = p + width * 4; p < end; p += 4) {
      raw[out++] = rgba[p]!;
      raw[out++] = rgba[p + 1]!;
      raw[out++] = rgba[p + 2]!;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', await deflateAsync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};
