import fs from 'node:fs';
import { open } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import yazl from 'yazl';
import { describe, expect, it } from 'vitest';
import {
  LOCATION_MESSAGE,
  RecordingRefused,
  TRUNCATED_MESSAGE,
  UNKNOWN_TYPE_MESSAGE,
  bufferRandomAccess,
  fileHandleRandomAccess,
  probeRecording,
  type ProbedRecording,
  type RandomAccessFile,
} from './recording-probe.ts';

/** Made by tests/fixtures/recordings/make-fixtures.sh; CI has no ffmpeg, so the tests read only these files. */
const FIXTURES = new URL('../../../../tests/fixtures/recordings/', import.meta.url);
const fixture = (name: string) => fs.readFileSync(new URL(name, FIXTURES));

const probe = (bytes: Buffer) => probeRecording(bufferRandomAccess(bytes));

async function refusal(bytes: Buffer | RandomAccessFile): Promise<RecordingRefused> {
  try {
    await probeRecording(Buffer.isBuffer(bytes) ? bufferRandomAccess(bytes) : bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(RecordingRefused);
    return error as RecordingRefused;
  }
  throw new Error('expected the recording to be refused');
}

/** A file of `size` bytes that begins with `head` and holds zeros after it, none of them in memory. */
function virtualFile(head: Buffer, size: number): RandomAccessFile {
  return {
    size,
    async read(offset, length) {
      const end = Math.min(size, offset + length);
      const out = Buffer.alloc(Math.max(0, end - offset));
      if (offset < head.length) head.copy(out, 0, offset, Math.min(head.length, end));
      return out;
    },
  };
}

/** The file, counting the bytes read from it. */
function counted(file: RandomAccessFile): { file: RandomAccessFile; bytesRead: () => number } {
  let total = 0;
  return {
    file: {
      size: file.size,
      async read(offset, length) {
        const bytes = await file.read(offset, length);
        total += bytes.length;
        return bytes;
      },
    },
    bytesRead: () => total,
  };
}

const u8 = (value: number) => Buffer.from([value]);
const u16 = (value: number) => {
  const out = Buffer.alloc(2);
  out.writeUInt16BE(value);
  return out;
};
const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value);
  return out;
};
const u32le = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32LE(value);
  return out;
};
const u16le = (value: number) => {
  const out = Buffer.alloc(2);
  out.writeUInt16LE(value);
  return out;
};
const text = (value: string) => Buffer.from(value, 'latin1');

describe('the fixtures', () => {
  // Durations as ffprobe 5.1 prints them (format=duration). The probe reads MP3 and Opus more exactly: it takes
  // off the encoder delay and padding the LAME tag records, and Opus's pre-skip, which ffprobe counts.
  const cases: (Omit<ProbedRecording, 'durationSeconds' | 'strip'> & { name: string; ffprobe: number })[] = [
    { name: 'tone.mp3', format: 'mp3', mimeType: 'audio/mpeg', kind: 'audio', ffprobe: 1.07102 },
    { name: 'tone.m4a', format: 'm4a', mimeType: 'audio/mp4', kind: 'audio', ffprobe: 1.0 },
    { name: 'tone-gps.m4a', format: 'm4a', mimeType: 'audio/mp4', kind: 'audio', ffprobe: 1.0 },
    { name: 'tone.ogg', format: 'vorbis', mimeType: 'audio/ogg', kind: 'audio', ffprobe: 1.0 },
    { name: 'tone.opus', format: 'opus', mimeType: 'audio/ogg', kind: 'audio', ffprobe: 1.0065 },
    { name: 'tone.flac', format: 'flac', mimeType: 'audio/flac', kind: 'audio', ffprobe: 1.0 },
    { name: 'tone.wav', format: 'wav', mimeType: 'audio/wav', kind: 'audio', ffprobe: 1.0 },
    { name: 'clip.mp4', format: 'mp4', mimeType: 'video/mp4', kind: 'video', ffprobe: 1.0 },
    { name: 'clip-gps.mp4', format: 'mp4', mimeType: 'video/mp4', kind: 'video', ffprobe: 1.0 },
    { name: 'clip-gps.mov', format: 'mp4', mimeType: 'video/mp4', kind: 'video', ffprobe: 1.0 },
    { name: 'clip.webm', format: 'webm', mimeType: 'video/webm', kind: 'video', ffprobe: 1.008 },
  ];

  it.each(cases)('$name is $format ($mimeType, $kind) of about $ffprobe s', async (expected) => {
    const probed = await probe(fixture(expected.name));
    expect(probed).toMatchObject({
      format: expected.format,
      mimeType: expected.mimeType,
      kind: expected.kind,
    });
    expect(probed.durationSeconds).not.toBeNull();
    expect(Math.abs(probed.durationSeconds! - expected.ffprobe)).toBeLessThan(0.15);
  });

  it('reads an open file by ranges as well as a buffer', async () => {
    const path = new URL('clip.mp4', FIXTURES);
    const handle = await open(path);
    try {
      const probed = await probeRecording(fileHandleRandomAccess(handle, (await handle.stat()).size));
      expect(probed).toEqual(await probe(fixture('clip.mp4')));
    } finally {
      await handle.close();
    }
  });

  // Each fixture cut at 60% of its length. An MP3 cut between frames is still a whole MP3 to every player and to
  // this probe (its frames carry no total), so it stays accepted; see 'MP3' below for the cuts it does refuse.
  it.each([
    'tone.m4a',
    'tone-gps.m4a',
    'tone.ogg',
    'tone.opus',
    'tone.flac',
    'tone.wav',
    'clip.mp4',
    'clip-gps.mp4',
    'clip-gps.mov',
    'clip.webm',
  ])('%s cut at 60%% is refused as cut short', async (name) => {
    const whole = fixture(name);
    const error = await refusal(whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(error.reason).toBe('truncated');
    expect(error.message).toBe(TRUNCATED_MESSAGE);
  });

  it('tone.mp3 cut at 60% is still an MP3', async () => {
    const whole = fixture('tone.mp3');
    expect((await probe(whole.subarray(0, Math.floor(whole.length * 0.6)))).format).toBe('mp3');
  });
});

describe('location in MP4 files', () => {
  // ffmpeg writes the place three ways: a 3GPP 'loci' box in an MP4 file, a '©xyz' box in a QuickTime file,
  // and Apple's ISO6709 metadata key (the whole 'meta' box holding it is removed).
  it.each([
    ['clip-gps.mp4', 'loci'],
    ['clip-gps.mov', '\u00a9xyz'],
    ['tone-gps.m4a', 'meta'],
  ])('%s: the %s box is renamed free, and the copy holds no more location', async (name, type) => {
    const original = fixture(name);
    const probed = await probe(original);
    expect(probed.strip.length).toBeGreaterThan(0);
    for (const offset of probed.strip) expect(original.toString('latin1', offset, offset + 4)).toBe(type);

    const copy = Buffer.from(original);
    for (const offset of probed.strip) copy.write('free', offset, 'latin1');
    const again = await probe(copy);
    expect(again.strip).toEqual([]);
    expect(again).toEqual({ ...probed, strip: [] });
    for (const offset of probed.strip) expect(copy.toString('latin1', offset, offset + 4)).toBe('free');
  });

  it('a recording without a place has nothing to strip', async () => {
    expect((await probe(fixture('clip.mp4'))).strip).toEqual([]);
    expect((await probe(fixture('tone.m4a'))).strip).toEqual([]);
  });
});

describe('files that are not recordings the archive keeps', () => {
  async function zipOf(name: string, bytes: Buffer): Promise<Buffer> {
    const zip = new yazl.ZipFile();
    zip.addBuffer(bytes, name, { compress: false });
    zip.end();
    const parts: Buffer[] = [];
    for await (const part of zip.outputStream) parts.push(part as Buffer);
    return Buffer.concat(parts);
  }

  /** The same 64 kB every run. */
  function randomBytes(): Buffer {
    const parts: Buffer[] = [];
    let seed = Buffer.from('koa');
    for (let k = 0; k < 2048; k++) {
      seed = createHash('sha256').update(seed).digest();
      parts.push(seed);
    }
    return Buffer.concat(parts);
  }

  const elf = Buffer.concat([
    text('\x7fELF'),
    Buffer.from([2, 1, 1, 0]),
    Buffer.alloc(8),
    Buffer.from([2, 0, 0x3e, 0]),
    Buffer.alloc(4080),
  ]);

  it.each([
    ['a ZIP named tone.mp3 (holding an MP3)', () => zipOf('tone.mp3', fixture('tone.mp3'))],
    [
      'a PNG',
      () =>
        sharp({ create: { width: 4, height: 4, channels: 3, background: '#8b5a2b' } })
          .png()
          .toBuffer(),
    ],
    ['an ELF program', async () => elf],
    ['a shell script', async () => text('#!/bin/sh\necho "he waʻa"\n')],
    ['an empty file', async () => Buffer.alloc(0)],
    ['random bytes', async () => randomBytes()],
    ['Ogg Theora video', async () => fixture('theora.ogv')],
    [
      'an AVI file',
      async () => Buffer.concat([text('RIFF'), u32le(4096), text('AVI LIST'), Buffer.alloc(4084)]),
    ],
    ['an ID3 tag before something else', async () => Buffer.concat([id3Tag(20), elf])],
  ])('%s is refused as not a recording', async (_label, make) => {
    const error = await refusal(await make());
    expect(error.reason).toBe('unknown-type');
    expect(error.message).toBe(UNKNOWN_TYPE_MESSAGE);
  });
});

/** An ID3v2.3 tag of `size` bytes after its header (all padding). */
function id3Tag(size: number): Buffer {
  const syncsafe = [21, 14, 7, 0].map((shift) => (size >> shift) & 0x7f);
  return Buffer.concat([text('ID3'), Buffer.from([3, 0, 0, ...syncsafe]), Buffer.alloc(size)]);
}

describe('MP3', () => {
  // tone.mp3 is a 36-byte ID3 tag, an Info frame of 182 bytes (56 kbit/s, so that the LAME tag fits), then
  // frames of 104 bytes (32 kbit/s at 22.05 kHz).
  const mp3 = fixture('tone.mp3');
  const TAG_END = 36;
  const INFO_END = TAG_END + 182;
  const SECOND_END = INFO_END + 104;

  it('has its frames where this test expects them', () => {
    for (const at of [TAG_END, INFO_END, SECOND_END]) expect(mp3[at]).toBe(0xff);
  });

  it.each([
    ['inside its ID3 tag', 20],
    ['before its first frame ends', TAG_END + 100],
    ['after one frame', INFO_END + 2],
    ['inside its second frame', INFO_END + 50],
  ])('cut %s is refused as cut short', async (_label, length) => {
    expect((await refusal(mp3.subarray(0, length))).reason).toBe('truncated');
  });

  it('is accepted with two whole frames after its tag', async () => {
    expect((await probe(mp3.subarray(0, SECOND_END))).format).toBe('mp3');
  });

  it('is an MP3 without an ID3 tag', async () => {
    const probed = await probe(mp3.subarray(TAG_END));
    expect(probed.format).toBe('mp3');
    expect(probed.durationSeconds).toBeCloseTo(1, 2);
  });

  it('without an Info frame, its duration is estimated from the first frame’s bitrate', async () => {
    const frames = mp3.subarray(INFO_END);
    const probed = await probe(Buffer.concat([mp3.subarray(0, TAG_END), frames]));
    expect(probed.durationSeconds).toBeCloseTo((frames.length * 8) / 32_000, 5);
  });

  it('takes FLAC after an ID3 tag for FLAC', async () => {
    const probed = await probe(Buffer.concat([id3Tag(100), fixture('tone.flac')]));
    expect(probed.format).toBe('flac');
  });
});

describe('FLAC', () => {
  const flac = fixture('tone.flac');

  it.each([
    ['inside STREAMINFO', 30],
    ['inside its audio frames', Math.floor(flac.length * 0.9)],
  ])('cut %s is refused as cut short', async (_label, length) => {
    expect((await refusal(flac.subarray(0, length))).reason).toBe('truncated');
  });
});

describe('Ogg', () => {
  it.each(['tone.ogg', 'tone.opus'])(
    '%s cut exactly between two pages is refused as cut short',
    async (name) => {
      const whole = fixture(name);
      const lastPage = whole.lastIndexOf('OggS');
      expect((await refusal(whole.subarray(0, lastPage))).reason).toBe('truncated');
    },
  );
});

describe('WAV', () => {
  function wav(format: number, data: Buffer, { pad = true, claim = data.length } = {}): Buffer {
    const fmt = Buffer.concat([u16le(format), u16le(1), u32le(8000), u32le(8000), u16le(1), u16le(8)]);
    const body = Buffer.concat([
      text('WAVE'),
      text('fmt '),
      u32le(16),
      fmt,
      text('data'),
      u32le(claim),
      data,
      Buffer.alloc(data.length % 2),
    ]);
    const file = Buffer.concat([text('RIFF'), u32le(body.length), body]);
    return pad ? file : file.subarray(0, file.length - (data.length % 2));
  }

  it('accepts an odd-sized data chunk with its pad byte, or without it at the end of the file', async () => {
    expect((await probe(wav(1, Buffer.alloc(8001)))).durationSeconds).toBeCloseTo(8001 / 8000, 6);
    expect((await probe(wav(1, Buffer.alloc(8001), { pad: false }))).format).toBe('wav');
  });

  it('refuses a data chunk that claims more than the file has', async () => {
    const error = await refusal(wav(1, Buffer.alloc(8000), { claim: 9000 }));
    expect(error.reason).toBe('truncated');
  });

  it('refuses samples that are not PCM (µ-law)', async () => {
    expect((await refusal(wav(7, Buffer.alloc(8000)))).reason).toBe('unknown-type');
  });
});

/** An ISO box: 32-bit size, type, payload. */
function box(type: string, ...parts: Buffer[]): Buffer {
  const payload = Buffer.concat(parts);
  return Buffer.concat([u32(8 + payload.length), text(type), payload]);
}
const fullBox = (type: string, ...parts: Buffer[]) => box(type, Buffer.alloc(4), ...parts);

/** An MPEG-4 descriptor with a 4-byte length, as ffmpeg writes them. */
const descriptor = (tag: number, ...parts: Buffer[]) => {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from([tag, 0x80, 0x80, 0x80, body.length]), body]);
};

/** An audio sample entry: 'mp4a' with the given MPEG-4 object type, or another codec's name. */
function audioEntry(type = 'mp4a', objectType = 0x40): Buffer {
  const esds = fullBox(
    'esds',
    descriptor(
      3,
      u16(1),
      u8(0),
      descriptor(4, u8(objectType), u8(0x15), Buffer.alloc(11)),
      descriptor(6, u8(2)),
    ),
  );
  return box(
    type,
    Buffer.alloc(6),
    u16(1),
    Buffer.alloc(8),
    u16(1),
    u16(16),
    Buffer.alloc(4),
    u32(48000 * 65536),
    esds,
  );
}

const videoEntry = (type = 'avc1') => box(type, Buffer.alloc(6), u16(1), Buffer.alloc(70));

function track(handler: string, entry: Buffer, chunkOffset: number, ...extra: Buffer[]): Buffer {
  const hdlr = fullBox('hdlr', u32(0), text(handler), Buffer.alloc(12), u8(0));
  const stbl = box('stbl', fullBox('stsd', u32(1), entry), fullBox('stco', u32(1), u32(chunkOffset)));
  return box('trak', box('mdia', fullBox('mdhd', Buffer.alloc(20)), hdlr, box('minf', stbl)), ...extra);
}

interface Movie {
  brand?: string;
  tracks?: ((chunkOffset: number) => Buffer)[];
  /** Boxes inside moov after the tracks. */
  moov?: Buffer[];
  /** Top-level boxes between moov and mdat. */
  after?: Buffer[];
  /** The media data's length; 0 writes size 0 ("to the end of the file"). */
  mediaSize?: number;
  /** How many bytes of the file there really are, from the end of the mdat box's header. */
  present?: number;
}

/**
 * An MP4 file of an hour (mvhd: 3 600 000 at 1000 a second) whose media data is zeros, virtual past its
 * headers: returns the file, and the headers as a buffer.
 */
function movie({
  brand = 'isom',
  tracks = [(offset) => track('soun', audioEntry(), offset)],
  moov = [],
  after = [],
  mediaSize = 4 * 1024 ** 3,
  present = mediaSize,
}: Movie): { file: RandomAccessFile; head: Buffer } {
  const ftyp = box('ftyp', text(brand), u32(0x200), text(brand), text('mp41'));
  const mvhd = fullBox('mvhd', u32(0), u32(0), u32(1000), u32(3_600_000), Buffer.alloc(80));
  const build = (offset: number) => box('moov', mvhd, ...tracks.map((make) => make(offset)), ...moov);
  const beforeMedia = ftyp.length + build(0).length + Buffer.concat(after).length;
  const mdatHeader =
    mediaSize === 0
      ? Buffer.concat([u32(0), text('mdat')])
      : Buffer.concat([
          u32(1),
          text('mdat'),
          u32(Math.floor((mediaSize + 16) / 2 ** 32)),
          u32((mediaSize + 16) >>> 0),
        ]);
  const head = Buffer.concat([ftyp, build(beforeMedia + mdatHeader.length), ...after, mdatHeader]);
  return { file: virtualFile(head, head.length + present), head };
}

describe('MP4', () => {
  it('reads only the headers of an hour-long M4A with a 4 GB media data box', async () => {
    const { file, bytesRead } = counted(movie({}).file);
    expect(file.size).toBeGreaterThan(4 * 1024 ** 3);
    expect(await probeRecording(file)).toEqual({
      format: 'm4a',
      mimeType: 'audio/mp4',
      kind: 'audio',
      durationSeconds: 3600,
      strip: [],
    });
    expect(bytesRead()).toBeLessThan(64 * 1024);
  });

  it('calls a file with an H.264 track video', async () => {
    const probed = await probeRecording(
      movie({
        tracks: [(at) => track('vide', videoEntry('avc1'), at), (at) => track('soun', audioEntry(), at)],
      }).file,
    );
    expect(probed).toMatchObject({ format: 'mp4', mimeType: 'video/mp4', kind: 'video' });
  });

  it.each([
    ['HEVC video', [(at: number) => track('vide', videoEntry('hvc1'), at)]],
    ['MP3 audio in an mp4a entry', [(at: number) => track('soun', audioEntry('mp4a', 0x6b), at)]],
    ['AC-3 audio', [(at: number) => track('soun', audioEntry('ac-3'), at)]],
    ['no audio or video track', [(at: number) => track('text', box('tx3g', Buffer.alloc(30)), at)]],
  ])('refuses %s', async (_label, tracks) => {
    expect((await refusal(movie({ tracks }).file)).reason).toBe('unknown-type');
  });

  it('refuses a HEIF image', async () => {
    const heif = Buffer.concat([box('ftyp', text('heic'), u32(0), text('mif1heic')), fullBox('meta')]);
    expect((await refusal(heif)).reason).toBe('unknown-type');
  });

  it('refuses a compressed movie box, which hides what it holds', async () => {
    const { file } = movie({ moov: [box('cmov', Buffer.alloc(16))] });
    expect((await refusal(file)).reason).toBe('unknown-type');
  });

  it.each([
    ['whose media data box runs past the end', { present: 1000 }],
    ['whose media data runs "to the end" but its chunks start past the end', { mediaSize: 0, present: 0 }],
  ])('refuses a file %s as cut short', async (_label, options) => {
    expect((await refusal(movie(options).file)).reason).toBe('truncated');
  });

  it('refuses a file without a movie box as cut short', async () => {
    const { head } = movie({});
    const ftyp = head.subarray(0, head.readUInt32BE(0));
    expect((await refusal(Buffer.concat([ftyp, box('mdat', Buffer.alloc(64))]))).reason).toBe('truncated');
  });

  it('finds location under a track, in iTunes items and in XMP, and nowhere it is not', async () => {
    const xmp = (body: string) =>
      box('uuid', Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'), text(body));
    const { file, head } = movie({
      tracks: [(at) => track('soun', audioEntry(), at, box('udta', box('loci', Buffer.alloc(20))))],
      moov: [
        box(
          'udta',
          fullBox(
            'meta',
            fullBox('hdlr', u32(0), text('mdir'), Buffer.alloc(13)),
            box('ilst', box('\u00a9xyz')),
          ),
          box('\u00a9nam', text('Holoholo')),
          u32(0),
        ),
      ],
      after: [xmp('<exif:GPSLatitude>19,38.4N</exif:GPSLatitude>'), xmp('<dc:title>Holoholo</dc:title>')],
    });
    const probed = await probeRecording(file);
    expect(probed.strip.map((offset) => head.toString('latin1', offset, offset + 4))).toEqual([
      'loci',
      '\u00a9xyz',
      'uuid',
    ]);
  });

  it('removes a QuickTime-style meta box (no version) whose keys name a location', async () => {
    const keys = fullBox(
      'keys',
      u32(1),
      u32(8 + 36),
      text('mdta'),
      text('com.apple.quicktime.location.ISO6709'),
    );
    const meta = box('meta', fullBox('hdlr', u32(0), text('mdta'), Buffer.alloc(13)), keys, box('ilst'));
    const { file, head } = movie({ moov: [meta] });
    const probed = await probeRecording(file);
    expect(probed.strip).toHaveLength(1);
    expect(head.toString('latin1', probed.strip[0], probed.strip[0] + 4)).toBe('meta');
  });

  it.each([
    ['GoPro GPMF', box('gpmd', Buffer.alloc(8))],
    [
      'QuickTime timed metadata with a location key',
      box('mebx', Buffer.alloc(8), text('mdtacom.apple.quicktime.location.ISO6709')),
    ],
  ])('refuses a %s track, whose positions lie in the media data', async (_label, entry) => {
    const error = await refusal(
      movie({ tracks: [(at) => track('soun', audioEntry(), at), (at) => track('meta', entry, at)] }).file,
    );
    expect(error.reason).toBe('location');
    expect(error.message).toBe(LOCATION_MESSAGE);
  });
});

/** An EBML element with an 8-byte size (or the "unknown" size when `size` is null). */
function ebml(id: number, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  return Buffer.concat([Buffer.from(id.toString(16).padStart(2, '0'), 'hex'), size, body]);
}
const ebmlLive = (id: number) =>
  Buffer.concat([Buffer.from(id.toString(16), 'hex'), Buffer.from('01ffffffffffffff', 'hex')]);
const float64 = (value: number) => {
  const out = Buffer.alloc(8);
  out.writeDoubleBE(value);
  return out;
};

describe('WebM', () => {
  /**
   * The headers of a live recording's file (as a browser's MediaRecorder writes it): the sizes of its Segment
   * and its first Cluster unknown, so only the end of the file ends them.
   */
  function webmHead(docType: string, tracks: [type: number, codec: string][]): Buffer {
    return Buffer.concat([
      ebml(0x1a45dfa3, ebml(0x4286, u8(1)), ebml(0x4282, text(docType))),
      ebmlLive(0x18538067),
      ebml(0x1549a966, ebml(0x2ad7b1, u32(1_000_000)), ebml(0x4489, float64(3_600_000))),
      ebml(
        0x1654ae6b,
        ...tracks.map(([type, codec]) => ebml(0xae, ebml(0x83, u8(type)), ebml(0x86, text(codec)))),
      ),
      ebmlLive(0x1f43b675),
    ]);
  }

  /** The same with 100 MB of (virtual) clusters. */
  const webm = (docType: string, tracks: [type: number, codec: string][]) => ({
    file: virtualFile(webmHead(docType, tracks), 100 * 1024 ** 2),
  });

  it('reads only the headers of an hour of audio-only WebM and calls it audio', async () => {
    const { file, bytesRead } = counted(webm('webm', [[2, 'A_OPUS']]).file);
    expect(await probeRecording(file)).toEqual({
      format: 'webm',
      mimeType: 'audio/webm',
      kind: 'audio',
      durationSeconds: 3600,
      strip: [],
    });
    expect(bytesRead()).toBeLessThan(64 * 1024);
  });

  it.each([
    ['Matroska', webm('matroska', [[2, 'A_OPUS']])],
    ['H.264 in WebM', webm('webm', [[1, 'V_MPEG4/ISO/AVC']])],
  ])('refuses %s', async (_label, { file }) => {
    expect((await refusal(file)).reason).toBe('unknown-type');
  });

  // With the Segment's size unknown, only the elements themselves can show the cut.
  const live = webmHead('webm', [[2, 'A_OPUS']]);
  it.each([
    ['inside its EBML header', 20],
    ['inside its Segment Info', live.indexOf(Buffer.from('1549a966', 'hex')) + 20],
    ['inside its Tracks', live.indexOf(Buffer.from('1654ae6b', 'hex')) + 20],
  ])('a live recording cut %s is refused as cut short', async (_label, length) => {
    expect((await refusal(live.subarray(0, length))).reason).toBe('truncated');
  });
});

describe('reading little', () => {
  it('reads only the headers of a WAV whose data chunk is 50 MB', async () => {
    const data = 50 * 1024 ** 2;
    const header = Buffer.concat([
      text('RIFF'),
      u32le(36 + data),
      text('WAVEfmt '),
      u32le(16),
      Buffer.concat([u16le(1), u16le(1), u32le(8000), u32le(16000), u16le(2), u16le(16)]),
      text('data'),
      u32le(data),
    ]);
    const { file, bytesRead } = counted(virtualFile(header, header.length + data));
    const probed = await probeRecording(file);
    expect(probed).toMatchObject({ format: 'wav', durationSeconds: data / 16000 });
    expect(bytesRead()).toBeLessThan(64 * 1024);
  });
});
