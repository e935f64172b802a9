/**
 * The share form's body read as a stream: the spec sends photos as base64 inside the JSON, and a body
 * read whole is held two or three times over (the text, the parsed strings, their cleaned copies) before a photo
 * is decoded; 80 MB bodies took a server from 381 MB to 2.1 GB. Here the value of a `"data"` key (a photo's
 * base64) longer than `LONG_STRING` bytes without escapes is base64-decoded as its chunks arrive, and replaced in
 * the JSON by a short name that is itself base64, so the contract's checks pass over it unchanged; `spooledPhoto`
 * gives the bytes back by that name. One that is not base64 is replaced by a name that is not either, so the
 * contract refuses it as it would have. Every other string (a story, however long) stays as it was sent. The rest of the JSON (a few
 * KB of words) is parsed by Fastify's own JSON parser, with its checks. So a body is held once, as decoded bytes
 * (three quarters of its size), and never as text.
 *
 * The scan splits the bytes only at `"` and `\`, which never occur inside a UTF-8 character.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';

/** A string longer than this, without escapes, is decoded as it arrives. */
export const LONG_STRING = 64 * 1024;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const BASE64 = /^[A-Za-z0-9+/=\s]*$/;

const photosOf = new WeakMap<IncomingMessage, Map<string, Buffer>>();

/** The bytes a spooled string's name stands for (undefined: the value is an ordinary string). */
export function spooledPhoto(request: FastifyRequest, data: string): Buffer | undefined {
  return photosOf.get(request.raw)?.get(data);
}

export class JsonSpool {
  private kept: Buffer[] = [];
  private state: 'out' | 'string' | 'escape' | 'spool' = 'out';
  /** The current string's bytes while it is short. */
  private current: Buffer[] = [];
  private currentLength = 0;
  private sawEscape = false;
  /** Base64 characters not yet decoded (fewer than four), and what was decoded of the current string. */
  private carry = '';
  private decoded: Buffer[] = [];
  private notBase64 = false;
  private readonly tag = randomBytes(6).toString('hex');
  readonly photos = new Map<string, Buffer>();

  write(chunk: Buffer) {
    let i = 0;
    while (i < chunk.length) {
      if (this.state === 'out') {
        const quote = chunk.indexOf(QUOTE, i);
        if (quote < 0) {
          this.kept.push(chunk.subarray(i));
          return;
        }
        this.kept.push(chunk.subarray(i, quote + 1));
        i = quote + 1;
        this.state = 'string';
        this.current = [];
        this.currentLength = 0;
        this.sawEscape = false;
        continue;
      }
      if (this.state === 'spool') {
        const quote = chunk.indexOf(QUOTE, i);
        const end = quote < 0 ? chunk.length : quote;
        const backslash = chunk.indexOf(BACKSLASH, i);
        if (backslash >= 0 && backslash < end) this.notBase64 = true;
        this.decode(chunk.subarray(i, end));
        if (quote < 0) return;
        this.finishSpool();
        i = quote + 1;
        this.state = 'out';
        continue;
      }
      // In a short string: find its end, minding escapes (searched for, not walked byte by byte).
      let end = -1;
      let j = i;
      if (this.state === 'escape') {
        this.state = 'string';
        j += 1;
      }
      let quote = chunk.indexOf(QUOTE, j);
      while (j < chunk.length) {
        const backslash = chunk.indexOf(BACKSLASH, j);
        if (backslash < 0 || (quote >= 0 && quote < backslash)) {
          end = quote;
          break;
        }
        this.sawEscape = true;
        if (backslash + 1 >= chunk.length) {
          this.state = 'escape';
          break;
        }
        j = backslash + 2;
        if (quote >= 0 && quote < j) quote = chunk.indexOf(QUOTE, j);
      }
      if (end >= 0) {
        const piece = chunk.subarray(i, end);
        i = end + 1;
        this.state = 'out';
        if (!this.sawEscape && this.currentLength + piece.length > LONG_STRING && this.isData()) {
          this.current.push(piece);
          this.startSpool();
          this.finishSpool();
          this.state = 'out';
        } else {
          this.kept.push(...this.current, piece, Buffer.from('"'));
          this.current = [];
        }
        continue;
      }
      this.current.push(chunk.subarray(i));
      this.currentLength += chunk.length - i;
      if (this.state === 'string' && !this.sawEscape && this.currentLength > LONG_STRING && this.isData()) {
        this.startSpool();
      }
      return;
    }
  }

  /** Is the current string the value of a `"data"` key (a photo)? Any other long string, a story, stays text. */
  private isData(): boolean {
    let tail = '';
    for (let k = this.kept.length - 1; k >= 0 && tail.length < 40; k -= 1) {
      tail = this.kept[k].toString('latin1') + tail;
    }
    return /"data"\s*:\s*"$/.test(tail.slice(-40));
  }

  private startSpool() {
    const text = Buffer.concat(this.current).toString('latin1');
    this.current = [];
    this.carry = '';
    this.decoded = [];
    this.notBase64 = false;
    this.state = 'spool';
    this.decodeText(text.replace(/^data:[^,]*,/, ''));
  }

  private decode(bytes: Buffer) {
    if (bytes.length > 0) this.decodeText(bytes.toString('latin1'));
  }

  private decodeText(text: string) {
    if (this.notBase64) return;
    if (!BASE64.test(text)) {
      this.notBase64 = true;
      this.decoded = [];
      return;
    }
    const clean = this.carry + text.replace(/\s+/g, '');
    const whole = clean.length - (clean.length % 4);
    if (whole > 0) this.decoded.push(Buffer.from(clean.slice(0, whole), 'base64'));
    this.carry = clean.slice(whole);
  }

  private finishSpool() {
    if (!this.notBase64 && this.carry) this.decoded.push(Buffer.from(this.carry, 'base64'));
    // Made of base64's own characters, so the contract's check passes it; unguessable, so no sender can name
    // another's photo. One that was not base64 gets a name that is not either, and is refused as before.
    const name = `${this.notBase64 ? '!' : ''}koaSpooled${this.tag}n${this.photos.size}`;
    this.photos.set(name, Buffer.concat(this.decoded));
    this.decoded = [];
    this.carry = '';
    this.kept.push(Buffer.from(`${name}"`));
  }

  /** The JSON that is left: a few KB of words, with the names of the long strings. */
  text(): string {
    if (this.state !== 'out') this.kept.push(...this.current);
    return Buffer.concat(this.kept).toString('utf8');
  }
}

/**
 * Registers the streaming parser for JSON on `app` (the share form's own plugin: no other route is affected).
 * The route's body limit holds as for Fastify's parser: a larger declared or sent body is a 413.
 */
export function registerPhotoSpool(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', async (request: FastifyRequest, payload: Readable) => {
    const limit = request.routeOptions.bodyLimit ?? Infinity;
    if (Number(request.headers['content-length']) > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
    const spool = new JsonSpool();
    let received = 0;
    for await (const chunk of payload as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > limit) throw new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE();
      spool.write(chunk);
    }
    if (spool.photos.size > 0) photosOf.set(request.raw, spool.photos);
    return new Promise((resolve, reject) => {
      parseJson(request, spool.text(), (error, body) => (error ? reject(error) : resolve(body)));
    });
  });
}
