import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { vp8FrameOfWebp, writeWebm } from '../../src/seed/webm.js';

interface Ebml {
  id: number;
  start: number;
  dataStart: number;
  end: number;
}

/** Reads the elements between `start` and `end` of an EBML buffer. */
function children(bytes: Buffer, start: number, end: number): Ebml[] {
  const found: Ebml[] = [];
  let offset = start;
  while (offset < end) {
    const first = bytes[offset] as number;
    const idLength = Math.clz32(first) - 23;
    const id = bytes.readUIntBE(offset, idLength);
    const sizeAt = offset + idLength;
    const sizeFirst = bytes[sizeAt] as number;
    const sizeLength = Math.clz32(sizeFirst) - 23;
    let size = sizeFirst & (0xff >> sizeLength);
    for (let index = 1; index < sizeLength; index++)
      size = size * 256 + (bytes[sizeAt + index] as number);
    const dataStart = sizeAt + sizeLength;
    found.push({ id, start: offset, dataStart, end: dataStart + size });
    offset = dataStart + size;
  }
  expect(offset).toBe(end);
  return found;
}

const child = (bytes: Buffer, parent: Ebml, id: number) =>
  children(bytes, parent.dataStart, parent.end).filter((element) => element.id === id);
const uintOf = (bytes: Buffer, element: Ebml) =>
  Number(
    bytes
      .subarray(element.dataStart, element.end)
      .reduce((value, byte) => value * 256n + BigInt(byte), 0n),
  );

describe('the demo video writer', () => {
  it('when frames come from lossy WebP, then each is a VP8 key frame', async () => {
    const webp = await sharp({
      create: { width: 64, height: 48, channels: 3, background: '#2F6F8F' },
    })
      .webp({ quality: 70 })
      .toBuffer();
    const frame = vp8FrameOfWebp(webp);
    // A VP8 key frame: bit 0 clear, then the start code 9d 01 2a and the size.
    expect((frame[0] as number) & 1).toBe(0);
    expect([...frame.subarray(3, 6)]).toEqual([0x9d, 0x01, 0x2a]);
    expect(frame.readUInt16LE(6) & 0x3fff).toBe(64);
    expect(frame.readUInt16LE(8) & 0x3fff).toBe(48);
    expect(() => vp8FrameOfWebp(Buffer.from('not a webp at all'))).toThrow('Not a WebP file');
  });

  it('when frames are written, then the WebM holds them in clusters with a seek head and cues', async () => {
    const frames = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        sharp({
          create: {
            width: 32,
            height: 32,
            channels: 3,
            background: { r: index * 4, g: 90, b: 140 },
          },
        })
          .webp({ quality: 60 })
          .toBuffer()
          .then(vp8FrameOfWebp),
      ),
    );
    const bytes = writeWebm({ width: 32, height: 32, frameMs: 125, frames });

    const [header, segment] = children(bytes, 0, bytes.length);
    expect(header?.id).toBe(0x1a45dfa3);
    expect(bytes.subarray(header?.dataStart, header?.end).includes(Buffer.from('webm'))).toBe(true);
    expect(segment?.id).toBe(0x18538067);
    const parts = children(bytes, (segment as Ebml).dataStart, (segment as Ebml).end);
    expect(parts.map((part) => part.id)).toEqual([
      0x114d9b74, 0x1549a966, 0x1654ae6b, 0x1f43b675, 0x1f43b675, 0x1c53bb6b,
    ]);

    const relative = (part: Ebml) => part.start - (segment as Ebml).dataStart;
    const seeks = child(bytes, parts[0] as Ebml, 0x4dbb).map((seek) =>
      uintOf(bytes, child(bytes, seek, 0x53ac)[0] as Ebml),
    );
    expect(seeks).toEqual([
      relative(parts[1] as Ebml),
      relative(parts[2] as Ebml),
      relative(parts[5] as Ebml),
    ]);

    const clusters = parts.filter((part) => part.id === 0x1f43b675);
    const blocks = clusters.flatMap((cluster) => child(bytes, cluster, 0xa3));
    expect(blocks).toHaveLength(60);
    expect(
      clusters.map((cluster) => uintOf(bytes, child(bytes, cluster, 0xe7)[0] as Ebml)),
    ).toEqual([0, 5000]);
    const cuePositions = child(bytes, parts[5] as Ebml, 0xbb).map((point) =>
      uintOf(bytes, child(bytes, child(bytes, point, 0xb7)[0] as Ebml, 0xf1)[0] as Ebml),
    );
    expect(cuePositions).toEqual(clusters.map(relative));
    const firstBlock = blocks[0] as Ebml;
    expect(bytes.subarray(firstBlock.dataStart + 4, firstBlock.end)).toEqual(frames[0]);
  });
});
