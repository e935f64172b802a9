/**
 * What an uploaded recording is, decided from its bytes alone (never its file name or declared Content-Type):
 * one of the audio and video formats the archive keeps, how long it plays, and which boxes of an MP4 hold the
 * place it was made. The upload is on disk by the time this runs; it is read by ranges, headers only, so a
 * recording of several hours costs a few kilobytes of reading.
 *
 * Allowed: MP3, AAC in MP4 (M4A), Ogg Vorbis, Ogg Opus, FLAC, WAV (PCM), MP4 or QuickTime with H.264 video and
 * AAC audio, and WebM (VP8, VP9 or AV1 video; Opus or Vorbis audio). Anything else, and anything whose headers
 * do not hold together, is refused with a `RecordingRefused` whose message is written for the keeper.
 */
import type { FileHandle } from 'node:fs/promises';

export type RecordingFormat = 'mp3' | 'm4a' | 'vorbis' | 'opus' | 'flac' | 'wav' | 'mp4' | 'webm';

/** A file read by ranges. `read` returns fewer bytes than asked only where the file ends. */
export interface RandomAccessFile {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

export interface ProbedRecording {
  format: RecordingFormat;
  mimeType: string;
  kind: 'audio' | 'video';
  /** From the headers where the format records it (or, for a constant-bitrate MP3, estimated); null if not. */
  durationSeconds: number | null;
  /**
   * Byte offsets of 4-byte box type fields the caller must overwrite with ASCII 'free' to remove the place
   * the recording was made (MP4 family only). Empty when there is none.
   */
  strip: number[];
}

export const UNKNOWN_TYPE_MESSAGE =
  'This file is not a recording the archive can keep: send MP3, M4A, Ogg, FLAC, WAV, MP4 (H.264) or WebM.';
export const TRUNCATED_MESSAGE =
  'This recording is cut short: its file ends before its data does. Send the whole file.';
export const LOCATION_MESSAGE =
  'This recording holds the place it was made (GPS), and that part could not be removed. Remove it and send it again.';

export class RecordingRefused extends Error {
  constructor(
    public readonly reason: 'unknown-type' | 'truncated' | 'location',
    message: string,
  ) {
    super(message);
    this.name = 'RecordingRefused';
  }
}

const unknownType = () => new RecordingRefused('unknown-type', UNKNOWN_TYPE_MESSAGE);
const truncated = () => new RecordingRefused('truncated', TRUNCATED_MESSAGE);
const locationKept = () => new RecordingRefused('location', LOCATION_MESSAGE);

/** Decides what a recording is from its bytes; throws `RecordingRefused` for anything the archive does not keep. */
export async function probeRecording(file: RandomAccessFile): Promise<ProbedRecording> {
  const bytes = new Bytes(file);
  if (bytes.size === 0) throw unknownType();
  const head = await bytes.at(0, 12);
  const magic = ascii(head, 0, 4);
  if (magic === 'RIFF') return probeWav(bytes, head);
  if (magic === 'fLaC') return probeFlac(bytes, 0);
  if (magic === 'OggS') return probeOgg(bytes);
  if (head.length >= 4 && head.readUInt32BE(0) === EBML_ID) return probeWebm(bytes);
  if (ascii(head, 4, 8) === 'ftyp') return probeMp4(bytes);
  if (ascii(head, 0, 3) === 'ID3' || mpegFrame(head, 0) !== null) return probeTaggedAudio(bytes);
  throw unknownType();
}

/** A recording held in memory, read by ranges like a file (for tests and small uploads). */
export function bufferRandomAccess(buffer: Buffer): RandomAccessFile {
  return {
    size: buffer.length,
    read: async (offset, length) => buffer.subarray(offset, offset + length),
  };
}

/** An open file (the upload's temporary file) read by ranges; `size` is its length from `stat`. */
export function fileHandleRandomAccess(handle: FileHandle, size: number): RandomAccessFile {
  return {
    size,
    async read(offset, length) {
      const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
      let filled = 0;
      while (filled < buffer.length) {
        const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, offset + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      return buffer.subarray(0, filled);
    },
  };
}

const KiB = 1024;
const MiB = 1024 * KiB;

/** The file, read by ranges that stop at its end. */
class Bytes {
  readonly size: number;

  constructor(private readonly file: RandomAccessFile) {
    this.size = file.size;
  }

  /** Up to `length` bytes from `offset`: fewer where the file ends. */
  async at(offset: number, length: number): Promise<Buffer> {
    const end = Math.min(this.size, offset + length);
    if (offset < 0 || offset >= end) return Buffer.alloc(0);
    const read = await this.file.read(offset, end - offset);
    return read.length > end - offset ? read.subarray(0, end - offset) : read;
  }

  /** Exactly `length` bytes from `offset`, or the refusal `short` makes when the file ends first. */
  async exact(offset: number, length: number, short: () => RecordingRefused): Promise<Buffer> {
    const read = await this.at(offset, length);
    if (read.length < length) throw short();
    return read;
  }
}

function ascii(buffer: Buffer, start: number, end: number): string {
  return buffer.toString('latin1', start, Math.min(end, buffer.length));
}

// WAV ---------------------------------------------------------------------------------------------------------

/** PCM and IEEE float samples, the two WAV encodings every player reads. */
const WAV_PCM = 1;
const WAV_FLOAT = 3;
const WAV_EXTENSIBLE = 0xfffe;

async function probeWav(bytes: Bytes, head: Buffer): Promise<ProbedRecording> {
  if (head.length < 12) throw truncated();
  if (ascii(head, 8, 12) !== 'WAVE') throw unknownType();
  // A chunk of odd length is followed by a pad byte, which some writers leave out at the very end of the file.
  if (8 + head.readUInt32LE(4) > bytes.size + 1) throw truncated();
  let format: { byteRate: number | null } | null = null;
  let position = 12;
  for (let chunks = 0; chunks < 10_000; chunks++) {
    // The data chunk ends the walk, so a file that ends before it has lost its samples.
    const header = await bytes.exact(position, 8, truncated);
    const id = ascii(header, 0, 4);
    const size = header.readUInt32LE(4);
    if (id === 'fmt ') {
      if (size < 16) throw unknownType();
      const fmt = await bytes.exact(position + 8, Math.min(size, 40), truncated);
      let encoding = fmt.readUInt16LE(0);
      if (encoding === WAV_EXTENSIBLE && fmt.length >= 26) encoding = fmt.readUInt16LE(24);
      if (encoding !== WAV_PCM && encoding !== WAV_FLOAT) throw unknownType();
      const channels = fmt.readUInt16LE(2);
      const sampleRate = fmt.readUInt32LE(4);
      if (channels === 0 || sampleRate === 0) throw unknownType();
      format = { byteRate: fmt.readUInt32LE(8) || fmt.readUInt16LE(12) * sampleRate || null };
    } else if (id === 'data') {
      if (format === null) throw unknownType();
      if (position + 8 + size > bytes.size) throw truncated();
      return audio('wav', 'audio/wav', format.byteRate === null ? null : size / format.byteRate);
    }
    position += 8 + size + (size & 1);
  }
  throw unknownType();
}

// FLAC --------------------------------------------------------------------------------------------------------

/** FLAC from `start` (0, or the end of an ID3v2 tag some taggers put before it). */
async function probeFlac(bytes: Bytes, start: number): Promise<ProbedRecording> {
  // The STREAMINFO block comes first: a 4-byte block header and 34 bytes.
  const first = await bytes.exact(start + 4, 38, truncated);
  if ((first[0] & 0x7f) !== 0 || first.readUIntBE(1, 3) < 34) throw unknownType();
  const info = parseStreamInfo(first.subarray(4));
  if (info.sampleRate === 0) throw unknownType();
  let last = (first[0] & 0x80) !== 0;
  let position = start + 8 + first.readUIntBE(1, 3);
  if (position > bytes.size) throw truncated();
  // The other metadata blocks (tags, pictures, padding), by their headers, to where the audio frames begin.
  for (let blocks = 0; !last; blocks++) {
    if (blocks > 10_000) throw unknownType();
    const header = await bytes.exact(position, 4, truncated);
    if ((header[0] & 0x7f) === 127) throw unknownType();
    last = (header[0] & 0x80) !== 0;
    position += 4 + header.readUIntBE(1, 3);
    if (position > bytes.size) throw truncated();
  }
  if (info.totalSamples > 0) await checkFlacEnd(bytes, position, info);
  return audio('flac', 'audio/flac', info.totalSamples > 0 ? info.totalSamples / info.sampleRate : null);
}

interface StreamInfo {
  minBlockSize: number;
  maxBlockSize: number;
  maxFrameSize: number;
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  totalSamples: number;
}

function parseStreamInfo(block: Buffer): StreamInfo {
  return {
    minBlockSize: block.readUInt16BE(0),
    maxBlockSize: block.readUInt16BE(2),
    maxFrameSize: block.readUIntBE(7, 3),
    sampleRate: (block[10] << 12) | (block[11] << 4) | (block[12] >> 4),
    channels: ((block[12] >> 1) & 7) + 1,
    bitsPerSample: (((block[12] & 1) << 4) | (block[13] >> 4)) + 1,
    totalSamples: (block[13] & 0x0f) * 2 ** 32 + block.readUInt32BE(14),
  };
}

/**
 * Refuses a FLAC file whose last audio frame ends before the stream's last sample (STREAMINFO counts them):
 * the file was cut. The last frame header is found by scanning back from the end of the file and checked by
 * its CRC-8 and its agreement with STREAMINFO. A cut inside the very last frame cannot be seen this way.
 */
async function checkFlacEnd(bytes: Bytes, audioStart: number, info: StreamInfo): Promise<void> {
  if (audioStart >= bytes.size) throw truncated();
  const window = Math.min(
    bytes.size - audioStart,
    Math.max(64 * KiB, Math.min(2 * info.maxFrameSize + 64, MiB)),
  );
  const tailStart = bytes.size - window;
  const tail = await bytes.at(tailStart, window);
  for (let i = tail.length - 6; i >= 0; i--) {
    if (tail[i] !== 0xff || (tail[i + 1] & 0xfe) !== 0xf8) continue;
    const frame = flacFrameHeader(tail, i, info);
    if (frame === null) continue;
    let firstSample: number;
    if (frame.variableBlocks) firstSample = frame.number;
    else if (info.minBlockSize === info.maxBlockSize) firstSample = frame.number * info.maxBlockSize;
    else return;
    const end = firstSample + frame.blockSize;
    // A frame past the stream's end is a chance match inside frame data, not a frame.
    if (end > info.totalSamples) continue;
    if (end < info.totalSamples) throw truncated();
    return;
  }
  // No frame at all after the metadata: the file ends before its first frame does.
  if (tailStart === audioStart) throw truncated();
}

const FLAC_SAMPLE_RATES = [0, 88200, 176400, 192000, 8000, 16000, 22050, 24000, 32000, 44100, 48000, 96000];
const FLAC_SAMPLE_SIZES = [0, 8, 12, 0, 16, 20, 24, 32];

/** The FLAC frame header at `at`, if the bytes there are one that fits the stream (and its CRC-8 matches). */
function flacFrameHeader(
  buffer: Buffer,
  at: number,
  info: StreamInfo,
): { variableBlocks: boolean; number: number; blockSize: number } | null {
  const blockCode = buffer[at + 2] >> 4;
  const rateCode = buffer[at + 2] & 0x0f;
  const channelCode = buffer[at + 3] >> 4;
  const sizeCode = (buffer[at + 3] >> 1) & 7;
  if (blockCode === 0 || rateCode === 15 || channelCode > 10 || sizeCode === 3 || buffer[at + 3] & 1)
    return null;
  if ((channelCode < 8 ? channelCode + 1 : 2) !== info.channels) return null;
  if (sizeCode !== 0 && FLAC_SAMPLE_SIZES[sizeCode] !== info.bitsPerSample) return null;
  // The frame or sample number, coded like UTF-8 (up to 7 bytes for 36 bits).
  let position = at + 4;
  const lead = buffer[position++];
  if (lead === undefined) return null;
  let extra = 0;
  let number = lead;
  if (lead >= 0x80) {
    if (lead >= 0xfe) extra = lead === 0xfe ? 6 : -1;
    else if (lead >= 0xfc) extra = 5;
    else if (lead >= 0xf8) extra = 4;
    else if (lead >= 0xf0) extra = 3;
    else if (lead >= 0xe0) extra = 2;
    else if (lead >= 0xc0) extra = 1;
    else return null;
    if (extra < 0) return null;
    number = lead & (0x7f >> (extra + 1));
    for (let k = 0; k < extra; k++) {
      const next = buffer[position++];
      if (next === undefined || (next & 0xc0) !== 0x80) return null;
      number = number * 64 + (next & 0x3f);
    }
  }
  let blockSize: number;
  if (blockCode === 1) blockSize = 192;
  else if (blockCode <= 5) blockSize = 576 * 2 ** (blockCode - 2);
  else if (blockCode === 6) blockSize = (buffer[position++] ?? NaN) + 1;
  else if (blockCode === 7) {
    blockSize = position + 2 <= buffer.length ? buffer.readUInt16BE(position) + 1 : NaN;
    position += 2;
  } else blockSize = 256 * 2 ** (blockCode - 8);
  let rate = FLAC_SAMPLE_RATES[rateCode] ?? null;
  if (rateCode === 12) rate = (buffer[position++] ?? NaN) * 1000;
  else if (rateCode === 13 || rateCode === 14) {
    rate = position + 2 <= buffer.length ? buffer.readUInt16BE(position) * (rateCode === 14 ? 10 : 1) : NaN;
    position += 2;
  }
  if (position >= buffer.length || Number.isNaN(blockSize) || Number.isNaN(rate)) return null;
  if (rate !== 0 && rate !== info.sampleRate) return null;
  if (crc8(buffer, at, position) !== buffer[position]) return null;
  return { variableBlocks: (buffer[at + 1] & 1) === 1, number, blockSize };
}

function crc8(buffer: Buffer, start: number, end: number): number {
  let crc = 0;
  for (let i = start; i < end; i++) {
    crc ^= buffer[i];
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

// MP3 ---------------------------------------------------------------------------------------------------------

/** How far past an ID3v2 tag the first MPEG frame may start (some taggers leave padding the tag does not count). */
const MP3_SYNC_SEARCH = 4 * KiB;

/** MP3, or FLAC, after any ID3v2 tags. */
async function probeTaggedAudio(bytes: Bytes): Promise<ProbedRecording> {
  let position = 0;
  for (;;) {
    const header = await bytes.at(position, 10);
    if (ascii(header, 0, 3) !== 'ID3') break;
    if (header.length < 10) throw truncated();
    const major = header[3];
    if (major < 2 || major > 4 || header[4] === 0xff) throw unknownType();
    if (header.subarray(6, 10).some((byte) => byte >= 0x80)) throw unknownType();
    const size = (header[6] << 21) | (header[7] << 14) | (header[8] << 7) | header[9];
    const footer = major === 4 && header[5] & 0x10 ? 10 : 0;
    position += 10 + size + footer;
    if (position > bytes.size) throw truncated();
  }
  if (position > 0 && ascii(await bytes.at(position, 4), 0, 4) === 'fLaC') return probeFlac(bytes, position);
  if (position >= bytes.size) throw truncated();
  return probeMp3(bytes, position, position > 0 ? MP3_SYNC_SEARCH : 1);
}

interface MpegFrame {
  version: number;
  sampleRate: number;
  bitrate: number;
  length: number;
  samples: number;
  mono: boolean;
}

const MPEG1_L3_KBPS = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const MPEG2_L3_KBPS = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const MPEG_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

/** The MPEG Layer III frame header at `at` (MPEG 1, 2 or 2.5; not free format), if the bytes there are one. */
function mpegFrame(buffer: Buffer, at: number): MpegFrame | null {
  if (at + 4 > buffer.length || buffer[at] !== 0xff || (buffer[at + 1] & 0xe0) !== 0xe0) return null;
  const version = (buffer[at + 1] >> 3) & 3;
  const layer = (buffer[at + 1] >> 1) & 3;
  const bitrateIndex = buffer[at + 2] >> 4;
  const rateIndex = (buffer[at + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3)
    return null;
  if ((buffer[at + 3] & 3) === 2) return null;
  const sampleRate = MPEG_RATES[version][rateIndex];
  const bitrate = (version === 3 ? MPEG1_L3_KBPS : MPEG2_L3_KBPS)[bitrateIndex] * 1000;
  const samples = version === 3 ? 1152 : 576;
  const padding = (buffer[at + 2] >> 1) & 1;
  const length = Math.floor(((samples / 8) * bitrate) / sampleRate) + padding;
  return { version, sampleRate, bitrate, length, samples, mono: buffer[at + 3] >> 6 === 3 };
}

/**
 * MP3 from `start`: two whole frames in a row, the first within `search` bytes of `start`. A file cut in the
 * middle of its frames is still a playable MP3 and cannot be told from a whole one.
 */
async function probeMp3(bytes: Bytes, start: number, search: number): Promise<ProbedRecording> {
  const buffer = await bytes.at(start, search + 2 * 2 * KiB);
  let cut = false;
  for (let i = 0; i < Math.min(search, buffer.length); i++) {
    if (buffer[i] !== 0xff) continue;
    const first = mpegFrame(buffer, i);
    if (first === null) continue;
    if (start + i + first.length + 4 > bytes.size) {
      cut = true;
      continue;
    }
    const second = mpegFrame(buffer, i + first.length);
    if (second === null || second.version !== first.version || second.sampleRate !== first.sampleRate)
      continue;
    if (start + i + first.length + second.length > bytes.size) {
      cut = true;
      continue;
    }
    const duration = await mp3Duration(bytes, buffer.subarray(i, i + first.length), start + i, first);
    return audio('mp3', 'audio/mpeg', duration);
  }
  throw cut ? truncated() : unknownType();
}

/**
 * The frame count of a Xing/Info header (with the LAME tag's encoder delay and padding taken off) or a VBRI
 * header in the first frame; otherwise the audio's size over the first frame's bitrate.
 */
async function mp3Duration(bytes: Bytes, frame: Buffer, frameStart: number, header: MpegFrame) {
  const sideInfo = header.version === 3 ? (header.mono ? 17 : 32) : header.mono ? 9 : 17;
  const xing = 4 + sideInfo;
  const tag = ascii(frame, xing, xing + 4);
  if ((tag === 'Xing' || tag === 'Info') && frame.length >= xing + 8) {
    const flags = frame.readUInt32BE(xing + 4);
    if (flags & 1 && frame.length >= xing + 12) {
      const frames = frame.readUInt32BE(xing + 8);
      let samples = frames * header.samples;
      const lame =
        xing + 8 + (flags & 1 ? 4 : 0) + (flags & 2 ? 4 : 0) + (flags & 4 ? 100 : 0) + (flags & 8 ? 4 : 0);
      if (/^(LAME|Lav[fc])/.test(ascii(frame, lame, lame + 4)) && frame.length >= lame + 24) {
        const delay = (frame[lame + 21] << 4) | (frame[lame + 22] >> 4);
        const padding = ((frame[lame + 22] & 0x0f) << 8) | frame[lame + 23];
        if (samples > delay + padding) samples -= delay + padding;
      }
      return samples / header.sampleRate;
    }
  }
  if (ascii(frame, 36, 40) === 'VBRI' && frame.length >= 36 + 18) {
    return (frame.readUInt32BE(36 + 14) * header.samples) / header.sampleRate;
  }
  // An ID3v1 tag takes the last 128 bytes.
  const id3v1 = bytes.size - frameStart >= 128 && ascii(await bytes.at(bytes.size - 128, 3), 0, 3) === 'TAG';
  return ((bytes.size - frameStart - (id3v1 ? 128 : 0)) * 8) / header.bitrate;
}

// Ogg ---------------------------------------------------------------------------------------------------------

/** The largest Ogg page: a 27-byte header, 255 segment lengths and 255 segments of 255 bytes. */
const OGG_MAX_PAGE = 27 + 255 + 255 * 255;

interface OggAudio {
  serial: number;
  format: 'vorbis' | 'opus';
  /** Granule positions count samples at this rate (48 kHz for Opus). */
  rate: number;
  preSkip: number;
}

async function probeOgg(bytes: Bytes): Promise<ProbedRecording> {
  // Each logical stream's first page (marked beginning-of-stream) comes before any other page, and holds only
  // the stream's identification header: that names the codec.
  let stream: OggAudio | null = null;
  let position = 0;
  for (let pages = 0; ; pages++) {
    const header = await bytes.exact(position, 27, truncated);
    if (ascii(header, 0, 4) !== 'OggS' || header[4] !== 0) throw unknownType();
    const beginning = (header[5] & 0x02) !== 0;
    if (!beginning) break;
    if (pages > 16) throw unknownType();
    const segments = await bytes.exact(position + 27, header[26], truncated);
    const bodyLength = segments.reduce((sum, length) => sum + length, 0);
    const body = await bytes.exact(position + 27 + segments.length, bodyLength, truncated);
    const serial = header.readUInt32LE(14);
    if (ascii(body, 0, 7) === '\x01vorbis' && body.length >= 30) {
      stream ??= { serial, format: 'vorbis', rate: body.readUInt32LE(12), preSkip: 0 };
    } else if (ascii(body, 0, 8) === 'OpusHead' && body.length >= 19) {
      stream ??= { serial, format: 'opus', rate: 48000, preSkip: body.readUInt16LE(10) };
    } else if (ascii(body, 0, 8) !== 'fishead\0') {
      // Theora or another video codec, Speex, FLAC in Ogg: nothing the archive keeps. (A Skeleton stream,
      // fishead, only describes the others.)
      throw unknownType();
    }
    position += 27 + segments.length + bodyLength;
  }
  if (stream === null || stream.rate === 0) throw unknownType();
  const granule = await lastOggGranule(bytes, stream.serial);
  const duration = granule === null ? null : Math.max(0, granule - stream.preSkip) / stream.rate;
  return audio(stream.format, 'audio/ogg', duration);
}

/**
 * The granule position of the stream's last page, read from the end of the file: the first page found there
 * (its CRC checked, so a chance 'OggS' in packet data is passed over) and the pages after it, by their lengths.
 * Refuses the file when its last page runs past the end, or when the stream's last page is not marked as its
 * end (as the Ogg specification requires it to be), which is how a file cut exactly between two pages shows.
 */
async function lastOggGranule(bytes: Bytes, serial: number): Promise<number | null> {
  // Pages are usually a few kilobytes; only a file with very large pages needs the second, longer read.
  for (const window of [16 * KiB, OGG_MAX_PAGE + 27]) {
    const tailStart = Math.max(0, bytes.size - window);
    const tail = await bytes.at(tailStart, bytes.size - tailStart);
    for (let i = tail.indexOf('OggS'); i >= 0; i = tail.indexOf('OggS', i + 1)) {
      const page = oggPageAt(tail, i);
      if (page === 'cut') throw truncated();
      if (page === null || oggCrc(tail.subarray(i, page.end)) !== tail.readUInt32LE(i + 22)) continue;
      let granule: number | null = null;
      let ended: boolean | null = null;
      for (let at = i; at < tail.length;) {
        const next = oggPageAt(tail, at);
        if (next === 'cut') throw truncated();
        // Bytes after the last page that are not a page are left alone.
        if (next === null) break;
        if (next.serial === serial) {
          if (next.granule >= 0) granule = next.granule;
          ended = next.endOfStream;
        }
        at = next.end;
      }
      if (ended === false) throw truncated();
      return granule;
    }
    if (tailStart === 0) break;
  }
  return null;
}

/** The page at `at` in `buffer` (which runs to the end of the file), 'cut' if it is incomplete, null if none. */
function oggPageAt(
  buffer: Buffer,
  at: number,
): { serial: number; granule: number; endOfStream: boolean; end: number } | 'cut' | null {
  const available = buffer.length - at;
  if (available < 27) return 'OggS'.startsWith(ascii(buffer, at, at + 4)) ? 'cut' : null;
  if (ascii(buffer, at, at + 4) !== 'OggS' || buffer[at + 4] !== 0) return null;
  const segmentCount = buffer[at + 26];
  if (available < 27 + segmentCount) return 'cut';
  let end = at + 27 + segmentCount;
  for (let k = 0; k < segmentCount; k++) end += buffer[at + 27 + k];
  if (end > buffer.length) return 'cut';
  return {
    serial: buffer.readUInt32LE(at + 14),
    granule: Number(buffer.readBigInt64LE(at + 6)),
    endOfStream: (buffer[at + 5] & 0x04) !== 0,
    end,
  };
}

const OGG_CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

/** The CRC of an Ogg page, counted with its own CRC field as zeros. */
function oggCrc(page: Buffer): number {
  let crc = 0;
  for (let i = 0; i < page.length; i++) {
    const byte = i >= 22 && i < 26 ? 0 : page[i];
    crc = ((crc << 8) ^ OGG_CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]) >>> 0;
  }
  return crc;
}

// WebM --------------------------------------------------------------------------------------------------------

const EBML_ID = 0x1a45dfa3;
const EBML_DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const SEGMENT_INFO = 0x1549a966;
const TIMECODE_SCALE = 0x2ad7b1;
const DURATION = 0x4489;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_TYPE = 0x83;
const CODEC_ID = 0x86;
const CLUSTER = 0x1f43b675;
const EBML_VOID = 0xec;

/** The codecs WebM allows (and browsers play in it); H.264 in a WebM file plays in some browsers only. */
const WEBM_VIDEO = new Set(['V_VP8', 'V_VP9', 'V_AV1']);
const WEBM_AUDIO = new Set(['A_OPUS', 'A_VORBIS']);

interface EbmlElement {
  id: number;
  /** Where its data starts, and its length (null when the writer did not know it: a live recording). */
  dataStart: number;
  size: number | null;
}

/** The element header at `at` in `buffer`: 'short' if the buffer ends inside it, null if it is not one. */
function ebmlHeader(buffer: Buffer, at: number): EbmlElement | 'short' | null {
  const id = ebmlNumber(buffer, at, 4, true);
  if (id === null || id === 'short') return id;
  const size = ebmlNumber(buffer, at + id.length, 8, false);
  if (size === null || size === 'short') return size;
  return { id: id.value, dataStart: at + id.length + size.length, size: size.unknown ? null : size.value };
}

/** An EBML variable-length number: an ID keeps its length marker bits, a size does not. */
function ebmlNumber(
  buffer: Buffer,
  at: number,
  maxLength: number,
  keepMarker: boolean,
): { value: number; length: number; unknown: boolean } | 'short' | null {
  if (at >= buffer.length) return 'short';
  const first = buffer[at];
  const length = first === 0 ? 9 : Math.clz32(first) - 23;
  if (length > maxLength) return null;
  if (at + length > buffer.length) return 'short';
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let k = 1; k < length; k++) {
    value = value * 256 + buffer[at + k];
    allOnes &&= buffer[at + k] === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

/** The child elements of an element held whole in `buffer`. */
function ebmlChildren(buffer: Buffer, start: number, end: number): (EbmlElement & { end: number })[] {
  const children: (EbmlElement & { end: number })[] = [];
  for (let at = start; at < end;) {
    const element = ebmlHeader(buffer, at);
    if (element === null || element === 'short' || element.size === null) throw unknownType();
    const elementEnd = element.dataStart + element.size;
    if (elementEnd > end) throw unknownType();
    children.push({ ...element, end: elementEnd });
    at = elementEnd;
  }
  return children;
}

function ebmlUint(buffer: Buffer, element: { dataStart: number; end: number }): number {
  let value = 0;
  for (let at = element.dataStart; at < element.end; at++) value = value * 256 + buffer[at];
  return value;
}

function ebmlString(buffer: Buffer, element: { dataStart: number; end: number }): string {
  return ascii(buffer, element.dataStart, element.end).replace(/\0+$/, '');
}

async function probeWebm(bytes: Bytes): Promise<ProbedRecording> {
  const header = await readEbmlHeader(bytes, 0);
  if (header.id !== EBML_ID || header.size === null || header.size > 4 * KiB) throw unknownType();
  const ebml = await bytes.exact(0, header.dataStart + header.size, truncated);
  const docType = ebmlChildren(ebml, header.dataStart, ebml.length).find(
    (child) => child.id === EBML_DOC_TYPE,
  );
  // Matroska (.mkv) carries any codec at all; only its WebM subset is kept.
  if (docType === undefined || ebmlString(ebml, docType) !== 'webm') throw unknownType();

  let position = ebml.length;
  let segment = await readEbmlHeader(bytes, position);
  while (segment.id === EBML_VOID && segment.size !== null) {
    position = segment.dataStart + segment.size;
    segment = await readEbmlHeader(bytes, position);
  }
  if (segment.id !== SEGMENT) throw unknownType();
  // A live recording does not know its length when it starts and says so; then only its end is its end.
  const segmentEnd = segment.size === null ? bytes.size : segment.dataStart + segment.size;
  if (segmentEnd > bytes.size) throw truncated();

  // The Segment Info and the Tracks come before the first Cluster (of media) in every file a muxer writes.
  let info: Buffer | null = null;
  let tracks: Buffer | null = null;
  position = segment.dataStart;
  while (position < segmentEnd && (info === null || tracks === null)) {
    const element = await readEbmlHeader(bytes, position);
    if (element.id === CLUSTER || element.size === null) break;
    const end = element.dataStart + element.size;
    if (end > bytes.size) throw truncated();
    if (element.id === SEGMENT_INFO || element.id === TRACKS) {
      if (element.size > MiB) throw unknownType();
      const data = await bytes.exact(element.dataStart, element.size, truncated);
      if (element.id === SEGMENT_INFO) info = data;
      else tracks = data;
    }
    position = end;
  }
  if (info === null || tracks === null) throw position >= bytes.size ? truncated() : unknownType();

  let hasVideo = false;
  let hasAudio = false;
  for (const entry of ebmlChildren(tracks, 0, tracks.length)) {
    if (entry.id !== TRACK_ENTRY) continue;
    const fields = ebmlChildren(tracks, entry.dataStart, entry.end);
    const type = fields.find((field) => field.id === TRACK_TYPE);
    const codec = fields.find((field) => field.id === CODEC_ID);
    const codecId = codec ? ebmlString(tracks, codec) : '';
    const trackType = type ? ebmlUint(tracks, type) : 0;
    if (trackType === 1) {
      if (!WEBM_VIDEO.has(codecId)) throw unknownType();
      hasVideo = true;
    } else if (trackType === 2) {
      if (!WEBM_AUDIO.has(codecId)) throw unknownType();
      hasAudio = true;
    }
  }
  if (!hasVideo && !hasAudio) throw unknownType();

  const infoFields = ebmlChildren(info, 0, info.length);
  const scaleField = infoFields.find((field) => field.id === TIMECODE_SCALE);
  const scale = scaleField ? ebmlUint(info, scaleField) : 1_000_000;
  const durationField = infoFields.find((field) => field.id === DURATION);
  let duration: number | null = null;
  if (durationField?.size === 4) duration = info.readFloatBE(durationField.dataStart);
  else if (durationField?.size === 8) duration = info.readDoubleBE(durationField.dataStart);
  const seconds =
    duration !== null && Number.isFinite(duration) && duration >= 0 ? (duration * scale) / 1e9 : null;

  return hasVideo
    ? { format: 'webm', mimeType: 'video/webm', kind: 'video', durationSeconds: seconds, strip: [] }
    : { format: 'webm', mimeType: 'audio/webm', kind: 'audio', durationSeconds: seconds, strip: [] };
}

/** The element header at `at` in the file; refuses the file when it ends inside the header. */
async function readEbmlHeader(bytes: Bytes, at: number): Promise<EbmlElement> {
  const buffer = await bytes.at(at, 12);
  const element = ebmlHeader(buffer, 0);
  if (element === 'short') throw truncated();
  if (element === null) throw unknownType();
  return { ...element, dataStart: at + element.dataStart };
}

// MP4 (ISO base media file format, and QuickTime) -------------------------------------------------------------

/** Brands of still images (HEIF, AVIF) and image sequences in the same box format. */
const IMAGE_BRANDS = new Set([
  'mif1',
  'msf1',
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'avif',
  'avis',
]);

/** Boxes whose payload is only boxes, walked for tracks and location. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'udta', 'mvex']);

/** The UUID of an XMP packet in a 'uuid' box. */
const XMP_UUID = 'be7acfcb97a942e89c71999491e3afac';

/** What in an XMP packet or a metadata key name gives a place. */
const XMP_PLACE = /GPS(Latitude|Longitude|Coordinates)|Location(Created|Shown)/;

/**
 * Timed metadata tracks whose samples can hold positions (GoPro GPMF, Google camera motion metadata): their
 * samples lie in the media data with the sound and pictures, where renaming a box cannot remove them.
 */
const POSITION_TRACKS = new Set(['gpmd', 'camm']);

interface Box {
  type: string;
  start: number;
  headerSize: number;
  end: number;
}

interface Mp4Track {
  handler: string | null;
  entries: string[];
  /** Set when an AAC-named sample entry ('mp4a') declares another codec (MP3 or AC-3 in MP4). */
  notAac: boolean;
  lastChunkOffset: number | null;
}

interface Mp4Walk {
  strip: number[];
  tracks: Mp4Track[];
  timescale: number;
  duration: number | null;
  fragmentDuration: number | null;
  positionTrack: boolean;
  boxes: number;
}

async function probeMp4(bytes: Bytes): Promise<ProbedRecording> {
  const topLevel: Box[] = [];
  for (let position = 0; position < bytes.size;) {
    const rest = await bytes.at(position, 8);
    if (rest.length < 8) {
      // A few zero bytes at the end are padding; anything else is the start of a box the file lost.
      if (rest.every((byte) => byte === 0)) break;
      throw truncated();
    }
    const box = await readBox(bytes, position, bytes.size, truncated);
    if (box === null) break;
    if (box.end > bytes.size) throw truncated();
    topLevel.push(box);
    position = box.end;
    if (topLevel.length > 100_000) throw unknownType();
  }
  const ftyp = topLevel[0];
  const brands = await bytes.exact(
    ftyp.start + ftyp.headerSize,
    Math.min(ftyp.end - ftyp.start - 8, 8),
    unknownType,
  );
  if (IMAGE_BRANDS.has(ascii(brands, 0, 4))) throw unknownType();
  const moov = topLevel.find((box) => box.type === 'moov');
  // Without its movie box (written last unless the file was made for streaming) a file cannot be played.
  if (moov === undefined) throw truncated();

  const walk: Mp4Walk = {
    strip: [],
    tracks: [],
    timescale: 0,
    duration: null,
    fragmentDuration: null,
    positionTrack: false,
    boxes: 0,
  };
  await visitBox(bytes, moov, walk, null, 0, null);
  for (const box of topLevel) {
    // Location boxes put beside the movie box rather than inside it.
    if (box.type === 'udta' || box.type === 'meta' || box.type === 'uuid')
      await visitBox(bytes, box, walk, null, 0, null);
    if (box.type === 'loci' || box.type === '\u00a9xyz') walk.strip.push(box.start + 4);
  }

  let hasVideo = false;
  let hasAudio = false;
  for (const track of walk.tracks) {
    if (track.handler === 'vide') {
      if (
        track.entries.length === 0 ||
        !track.entries.every((entry) => entry === 'avc1' || entry === 'avc3')
      ) {
        throw unknownType();
      }
      hasVideo = true;
    } else if (track.handler === 'soun') {
      if (track.entries.length === 0 || track.notAac || !track.entries.every((entry) => entry === 'mp4a')) {
        throw unknownType();
      }
      hasAudio = true;
    }
  }
  if (!hasVideo && !hasAudio) throw unknownType();
  // A file cut inside a media data box whose size says "to the end of the file" still has its whole movie box:
  // its sample table then points past the end.
  for (const track of walk.tracks) {
    if (track.lastChunkOffset !== null && track.lastChunkOffset >= bytes.size) throw truncated();
  }
  if (walk.positionTrack) throw locationKept();

  let ticks = walk.duration;
  if (ticks === null || ticks === 0) ticks = walk.fragmentDuration;
  const durationSeconds = ticks !== null && ticks > 0 && walk.timescale > 0 ? ticks / walk.timescale : null;
  const strip = [...new Set(walk.strip)].sort((a, b) => a - b);
  return hasVideo
    ? { format: 'mp4', mimeType: 'video/mp4', kind: 'video', durationSeconds, strip }
    : { format: 'm4a', mimeType: 'audio/mp4', kind: 'audio', durationSeconds, strip };
}

/**
 * The box header at `at`, within a parent ending at `end`: 32-bit size, or 1 and a 64-bit size after the type,
 * or 0 for "to the end". Null when the parent has fewer than 8 bytes left or a zero size ends a QuickTime list.
 */
async function readBox(
  bytes: Bytes,
  at: number,
  end: number,
  short: () => RecordingRefused,
): Promise<Box | null> {
  if (end - at < 8) return null;
  const header = await bytes.exact(at, Math.min(16, end - at), short);
  if (header.length < 8) throw short();
  const type = ascii(header, 4, 8);
  let size = header.readUInt32BE(0);
  let headerSize = 8;
  if (size === 1) {
    if (header.length < 16) throw short();
    size = Number(header.readBigUInt64BE(8));
    headerSize = 16;
  } else if (size === 0) {
    if (end !== bytes.size) return null;
    size = end - at;
  }
  if (size < headerSize) throw unknownType();
  return { type, start: at, headerSize, end: at + size };
}

/** The boxes inside `parent` from `offset` bytes into its payload; a child that overruns its parent is refused. */
async function childBoxes(bytes: Bytes, parent: Box, offset = 0): Promise<Box[]> {
  const children: Box[] = [];
  for (let at = parent.start + parent.headerSize + offset; at < parent.end;) {
    const child = await readBox(bytes, at, parent.end, unknownType);
    if (child === null) break;
    if (child.end > parent.end) throw unknownType();
    children.push(child);
    at = child.end;
  }
  return children;
}

async function payload(bytes: Bytes, box: Box, limit: number): Promise<Buffer> {
  return bytes.exact(
    box.start + box.headerSize,
    Math.min(box.end - box.start - box.headerSize, limit),
    unknownType,
  );
}

async function visitBox(
  bytes: Bytes,
  box: Box,
  walk: Mp4Walk,
  track: Mp4Track | null,
  depth: number,
  parent: string | null,
) {
  if (++walk.boxes > 100_000 || depth > 32) throw unknownType();
  switch (box.type) {
    case 'trak': {
      const next: Mp4Track = { handler: null, entries: [], notAac: false, lastChunkOffset: null };
      walk.tracks.push(next);
      for (const child of await childBoxes(bytes, box))
        await visitBox(bytes, child, walk, next, depth + 1, 'trak');
      return;
    }
    case 'mvhd': {
      const data = await payload(bytes, box, 32);
      if (data[0] === 1 && data.length >= 28) {
        walk.timescale = data.readUInt32BE(20);
        const ticks = data.readBigUInt64BE(24);
        walk.duration = ticks === 0xffffffffffffffffn ? null : Number(ticks);
      } else if (data.length >= 20) {
        walk.timescale = data.readUInt32BE(12);
        const ticks = data.readUInt32BE(16);
        walk.duration = ticks === 0xffffffff ? null : ticks;
      }
      return;
    }
    case 'mehd': {
      const data = await payload(bytes, box, 12);
      if (data[0] === 1 && data.length >= 12) walk.fragmentDuration = Number(data.readBigUInt64BE(4));
      else if (data.length >= 8) walk.fragmentDuration = data.readUInt32BE(4);
      return;
    }
    case 'hdlr': {
      // The handler of a track's media: 'vide', 'soun', 'meta' and others. (A 'meta' box has one of its own.)
      const data = await payload(bytes, box, 12);
      if (track !== null && parent === 'mdia' && data.length >= 12) track.handler = ascii(data, 8, 12);
      return;
    }
    case 'stsd':
      if (track !== null) await readSampleDescriptions(bytes, box, track, walk);
      return;
    case 'stco':
    case 'co64': {
      if (track === null) return;
      const data = await payload(bytes, box, 8);
      const count = data.length >= 8 ? data.readUInt32BE(4) : 0;
      const width = box.type === 'stco' ? 4 : 8;
      const last = box.start + box.headerSize + 8 + (count - 1) * width;
      if (count === 0 || last + width > box.end) return;
      const entry = await bytes.exact(last, width, unknownType);
      track.lastChunkOffset = width === 4 ? entry.readUInt32BE(0) : Number(entry.readBigUInt64BE(0));
      return;
    }
    case 'meta':
      await visitMeta(bytes, box, walk, track, depth);
      return;
    case 'ilst':
      // iTunes-style items: the location item is removed on its own.
      for (const item of await childBoxes(bytes, box))
        if (item.type === '\u00a9xyz') walk.strip.push(item.start + 4);
      return;
    case 'loci':
    case '\u00a9xyz':
      walk.strip.push(box.start + 4);
      return;
    case 'XMP_':
    case 'uuid':
      if (await holdsXmpPlace(bytes, box)) walk.strip.push(box.start + 4);
      return;
    case 'cmov':
      // A compressed movie box hides everything in it.
      throw unknownType();
    default:
      if (CONTAINERS.has(box.type)) {
        for (const child of await childBoxes(bytes, box)) {
          await visitBox(bytes, child, walk, track, depth + 1, box.type);
        }
      }
  }
}

/**
 * A 'meta' box: in ISO files a full box (4 bytes of version and flags before its children), in QuickTime files
 * a plain one; the first 4 bytes tell which, as a version and flags of 0 cannot be a child's size. When its
 * metadata keys name a location (Apple's 'com.apple.quicktime.location.ISO6709', or ffmpeg's 'location'), the
 * whole box is removed; otherwise its children are walked like any other.
 */
async function visitMeta(bytes: Bytes, box: Box, walk: Mp4Walk, track: Mp4Track | null, depth: number) {
  const first = await payload(bytes, box, 4);
  const children = await childBoxes(bytes, box, first.length === 4 && first.readUInt32BE(0) === 0 ? 4 : 0);
  for (const child of children) {
    if (child.type !== 'keys') continue;
    const keys = await payload(bytes, child, 64 * KiB);
    if (/location/i.test(ascii(keys, 0, keys.length)) || child.end - child.start > 64 * KiB + 8) {
      walk.strip.push(box.start + 4);
      return;
    }
  }
  for (const child of children) {
    if (child.type !== 'hdlr') await visitBox(bytes, child, walk, track, depth + 1, 'meta');
  }
}

/** Whether an XMP box ('XMP_' in QuickTime user data, or a 'uuid' box with XMP's UUID) gives a place. */
async function holdsXmpPlace(bytes: Bytes, box: Box): Promise<boolean> {
  const data = await payload(bytes, box, MiB);
  if (box.type === 'uuid' && data.subarray(0, 16).toString('hex') !== XMP_UUID) return false;
  // A packet too large to read whole is removed rather than searched.
  if (box.end - box.start - box.headerSize > MiB) return true;
  return XMP_PLACE.test(data.toString('utf8'));
}

/** The sample entries of a track's 'stsd' box: their codec names, and whether an 'mp4a' entry really is AAC. */
async function readSampleDescriptions(bytes: Bytes, box: Box, track: Mp4Track, walk: Mp4Walk) {
  if (box.end - box.start > MiB) throw unknownType();
  const data = await payload(bytes, box, MiB);
  if (data.length < 8) throw unknownType();
  const count = data.readUInt32BE(4);
  let at = 8;
  for (let k = 0; k < count; k++) {
    if (at + 8 > data.length) throw unknownType();
    const size = data.readUInt32BE(at);
    if (size < 8 || at + size > data.length) throw unknownType();
    const entry = data.subarray(at, at + size);
    const type = ascii(entry, 4, 8);
    track.entries.push(type);
    if (type === 'mp4a') {
      const objectType = aacObjectType(entry);
      if (objectType !== null && !AAC_OBJECT_TYPES.has(objectType)) track.notAac = true;
    }
    if (POSITION_TRACKS.has(type) || (type === 'mebx' && /location/i.test(ascii(entry, 0, entry.length)))) {
      walk.positionTrack = true;
    }
    at += size;
  }
}

/** MPEG-4 audio (AAC and its extensions) and the three MPEG-2 AAC profiles, by MPEG-4 object type indication. */
const AAC_OBJECT_TYPES = new Set([0x40, 0x66, 0x67, 0x68]);

/**
 * The object type indication in an 'mp4a' sample entry's elementary stream descriptor ('esds', directly or in
 * a QuickTime 'wave' box), or null if there is none to read.
 */
function aacObjectType(entry: Buffer): number | null {
  // The sound sample entry's fields before its child boxes: 28 bytes, and 16 or 36 more in QuickTime
  // versions 1 and 2.
  const version = entry.length >= 18 ? entry.readUInt16BE(16) : 0;
  const childStart = 36 + (version === 1 ? 16 : version === 2 ? 36 : 0);
  const esds = findBox(entry, childStart, 'esds') ?? findBoxIn(entry, childStart, 'wave', 'esds');
  if (esds === null) return null;
  // Descriptors: a tag byte and a length of up to four 7-bit bytes. ES_Descriptor (3) holds
  // DecoderConfigDescriptor (4), whose first byte is the object type.
  let at = esds.start + 4;
  const descriptor = (): { tag: number; start: number } | null => {
    if (at >= esds.end) return null;
    const tag = entry[at++];
    for (let k = 0; k < 4 && at < esds.end; k++) if ((entry[at++] & 0x80) === 0) break;
    return { tag, start: at };
  };
  const es = descriptor();
  if (es === null || es.tag !== 3 || at + 3 > esds.end) return null;
  const flags = entry[at + 2];
  at += 3;
  if (flags & 0x80) at += 2;
  if (flags & 0x40) at += 1 + (entry[at] ?? 0);
  if (flags & 0x20) at += 2;
  const config = descriptor();
  if (config === null || config.tag !== 4 || at >= esds.end) return null;
  return entry[at];
}

/** The payload range of the first box of `type` among the boxes from `start` in `buffer`, or null. */
function findBox(buffer: Buffer, start: number, type: string): { start: number; end: number } | null {
  for (let at = start; at + 8 <= buffer.length;) {
    const size = buffer.readUInt32BE(at);
    if (size < 8 || at + size > buffer.length) return null;
    if (ascii(buffer, at + 4, at + 8) === type) return { start: at + 8, end: at + size };
    at += size;
  }
  return null;
}

/** The same, among the children of the first box of type `parent`. */
function findBoxIn(buffer: Buffer, start: number, parent: string, type: string) {
  const outer = findBox(buffer, start, parent);
  return outer === null ? null : findBox(buffer.subarray(0, outer.end), outer.start, type);
}

function audio(format: RecordingFormat, mimeType: string, durationSeconds: number | null): ProbedRecording {
  return { format, mimeType, kind: 'audio', durationSeconds, strip: [] };
}
