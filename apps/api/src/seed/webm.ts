/**
 * A minimal WebM writer for the demo video. A lossy WebP image holds exactly one VP8 key frame,
 * so frames rendered by sharp can be laid into a WebM (Matroska) container as they are: every
 * browser that plays WebM plays the result, and no video encoder has to be installed.
 */

/** EBML variable-length size: the shortest form that holds `size`. */
function vintSize(size: number): Buffer {
  for (let length = 1; length <= 8; length++) {
    // All ones is reserved for 'unknown size'.
    if (size < 2 ** (7 * length) - 1) {
      const bytes = uint(size, length);
      bytes[0] = (bytes[0] ?? 0) | (0x80 >> (length - 1));
      return bytes;
    }
  }
  throw new RangeError(`EBML size too large: ${size}`);
}

/** Big-endian unsigned integer, in `width` bytes or as few as it needs. */
function uint(value: number, width?: number): Buffer {
  let length = width ?? 1;
  while (width === undefined && value >= 2 ** (8 * length)) length++;
  const bytes = Buffer.alloc(length);
  let rest = value;
  for (let index = length - 1; index >= 0; index--) {
    bytes[index] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  return bytes;
}

/** Matroska element ids carry their own length marker, so their bytes are the id as written. */
function element(id: number, ...children: Buffer[]): Buffer {
  const data = Buffer.concat(children);
  return Buffer.concat([uint(id), vintSize(data.length), data]);
}

const text = (value: string): Buffer => Buffer.from(value, 'utf8');

function float64(value: number): Buffer {
  const bytes = Buffer.alloc(8);
  bytes.writeDoubleBE(value);
  return bytes;
}

const ID = {
  EBML: 0x1a45dfa3,
  EBMLVersion: 0x4286,
  EBMLReadVersion: 0x42f7,
  EBMLMaxIDLength: 0x42f2,
  EBMLMaxSizeLength: 0x42f3,
  DocType: 0x4282,
  DocTypeVersion: 0x4287,
  DocTypeReadVersion: 0x4285,
  Segment: 0x18538067,
  SeekHead: 0x114d9b74,
  Seek: 0x4dbb,
  SeekID: 0x53ab,
  SeekPosition: 0x53ac,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  MuxingApp: 0x4d80,
  WritingApp: 0x5741,
  Duration: 0x4489,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  TrackUID: 0x73c5,
  FlagLacing: 0x9c,
  Language: 0x22b59c,
  CodecID: 0x86,
  TrackType: 0x83,
  DefaultDuration: 0x23e383,
  Video: 0xe0,
  PixelWidth: 0xb0,
  PixelHeight: 0xba,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  Cues: 0x1c53bb6b,
  CuePoint: 0xbb,
  CueTime: 0xb3,
  CueTrackPositions: 0xb7,
  CueTrack: 0xf7,
  CueClusterPosition: 0xf1,
} as const;

/** The VP8 key frame inside a lossy WebP file (RIFF 'WEBP' with a 'VP8 ' chunk). */
export function vp8FrameOfWebp(webp: Buffer): Buffer {
  if (webp.toString('latin1', 0, 4) !== 'RIFF' || webp.toString('latin1', 8, 12) !== 'WEBP') {
    throw new Error('Not a WebP file');
  }
  let offset = 12;
  while (offset + 8 <= webp.length) {
    const fourcc = webp.toString('latin1', offset, offset + 4);
    const size = webp.readUInt32LE(offset + 4);
    if (fourcc === 'VP8 ') return webp.subarray(offset + 8, offset + 8 + size);
    offset += 8 + size + (size % 2);
  }
  throw new Error('The WebP file holds no lossy VP8 frame');
}

export interface WebmVideo {
  width: number;
  height: number;
  /** Milliseconds each frame is shown. */
  frameMs: number;
  /** VP8 key frames, in order. */
  frames: Buffer[];
}

const CLUSTER_MS = 5_000;

/** Lays VP8 key frames into a seekable WebM file (clusters of five seconds, with cues). */
export function writeWebm(video: WebmVideo): Buffer {
  const header = element(
    ID.EBML,
    element(ID.EBMLVersion, uint(1)),
    element(ID.EBMLReadVersion, uint(1)),
    element(ID.EBMLMaxIDLength, uint(4)),
    element(ID.EBMLMaxSizeLength, uint(8)),
    element(ID.DocType, text('webm')),
    element(ID.DocTypeVersion, uint(2)),
    element(ID.DocTypeReadVersion, uint(2)),
  );
  const info = element(
    ID.Info,
    element(ID.TimecodeScale, uint(1_000_000)),
    element(ID.MuxingApp, text('clinic-seed')),
    element(ID.WritingApp, text('clinic-seed')),
    element(ID.Duration, float64(video.frames.length * video.frameMs)),
  );
  const tracks = element(
    ID.Tracks,
    element(
      ID.TrackEntry,
      element(ID.TrackNumber, uint(1)),
      element(ID.TrackUID, uint(1)),
      element(ID.FlagLacing, uint(0)),
      element(ID.Language, text('und')),
      element(ID.CodecID, text('V_VP8')),
      element(ID.TrackType, uint(1)),
      element(ID.DefaultDuration, uint(video.frameMs * 1_000_000)),
      element(
        ID.Video,
        element(ID.PixelWidth, uint(video.width)),
        element(ID.PixelHeight, uint(video.height)),
      ),
    ),
  );

  const clusters: { time: number; bytes: Buffer }[] = [];
  const framesPerCluster = Math.max(1, Math.floor(CLUSTER_MS / video.frameMs));
  for (let first = 0; first < video.frames.length; first += framesPerCluster) {
    const time = first * video.frameMs;
    const blocks = video.frames.slice(first, first + framesPerCluster).map((frame, index) => {
      const head = Buffer.alloc(4);
      head[0] = 0x81; // track 1
      head.writeInt16BE(index * video.frameMs, 1);
      head[3] = 0x80; // key frame
      return element(ID.SimpleBlock, head, frame);
    });
    clusters.push({
      time,
      bytes: element(ID.Cluster, element(ID.Timecode, uint(time)), ...blocks),
    });
  }

  // Positions are relative to the start of the segment's data; the seek head has a fixed size
  // (8-byte positions), so it can be measured before the positions are known.
  const seekHead = (positions: { info: number; tracks: number; cues: number }) =>
    element(
      ID.SeekHead,
      ...(
        [
          [ID.Info, positions.info],
          [ID.Tracks, positions.tracks],
          [ID.Cues, positions.cues],
        ] as const
      ).map(([id, position]) =>
        element(ID.Seek, element(ID.SeekID, uint(id)), element(ID.SeekPosition, uint(position, 8))),
      ),
    );
  const seekLength = seekHead({ info: 0, tracks: 0, cues: 0 }).length;
  const infoAt = seekLength;
  const tracksAt = infoAt + info.length;
  let clusterAt = tracksAt + tracks.length;
  const cuePoints = clusters.map((cluster) => {
    const point = element(
      ID.CuePoint,
      element(ID.CueTime, uint(cluster.time)),
      element(
        ID.CueTrackPositions,
        element(ID.CueTrack, uint(1)),
        element(ID.CueClusterPosition, uint(clusterAt)),
      ),
    );
    clusterAt += cluster.bytes.length;
    return point;
  });
  const cues = element(ID.Cues, ...cuePoints);
  const segment = element(
    ID.Segment,
    seekHead({ info: infoAt, tracks: tracksAt, cues: clusterAt }),
    info,
    tracks,
    ...clusters.map((cluster) => cluster.bytes),
    cues,
  );
  return Buffer.concat([header, segment]);
}
