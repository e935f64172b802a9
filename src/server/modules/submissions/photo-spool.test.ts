import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { JsonSpool, LONG_STRING } from './photo-spool.ts';

/** Feed `text` to a spool in pieces of `size` bytes (3 and 7: every place in a base64 group is a boundary somewhere). */
function spoolOf(text: string, size: number) {
  const spool = new JsonSpool();
  const bytes = Buffer.from(text);
  for (let i = 0; i < bytes.length; i += size) spool.write(bytes.subarray(i, i + size));
  return { spool, body: JSON.parse(spool.text()) };
}

describe('the share form’s streaming body', () => {
  const first = randomBytes(LONG_STRING + 1001);
  const second = randomBytes(3 * LONG_STRING);
  const text = JSON.stringify({
    kind: 'story',
    story: '<p>Tūtū said: "paddle" \\ and rest.</p>',
    photos: [
      { file_name: 'a.jpg', data: first.toString('base64') },
      { file_name: 'b.jpg', data: `data:image/jpeg;base64,${second.toString('base64')}` },
      { file_name: 'small.png', data: randomBytes(300).toString('base64') },
    ],
  });

  it.each([3, 7, 65_536, Infinity])(
    'decodes each long base64 string as it arrives, in pieces of %s bytes, and keeps the rest as sent',
    (size) => {
      const { spool, body } = spoolOf(text, size === Infinity ? text.length * 2 : size);
      const original = JSON.parse(text);
      expect(body.kind).toBe('story');
      expect(body.story).toBe(original.story);
      expect(body.photos[2]).toEqual(original.photos[2]);
      // The long ones are short names of base64's own characters, standing for the exact bytes.
      for (const [index, bytes] of [first, second].entries()) {
        const name = body.photos[index].data as string;
        expect(name).toMatch(/^[A-Za-z0-9]+$/);
        expect(spool.photos.get(name)?.equals(bytes)).toBe(true);
      }
      expect(spool.text().length).toBeLessThan(2000);
    },
  );

  it('keeps long strings other than photos as they are, and names a photo that is not base64 so it is refused', () => {
    const story = `<p>${'line\n'.repeat(LONG_STRING / 4)}</p>`;
    const title = 'A'.repeat(LONG_STRING * 2);
    const notBase64 = `${'A'.repeat(LONG_STRING)}<script>`;
    const { spool, body } = spoolOf(
      JSON.stringify({ story, title, photos: [{ data: notBase64 }], long: `<p>${title}</p>` }),
      1000,
    );
    expect(body.story).toBe(story);
    expect(body.title).toBe(title);
    expect(body.long).toBe(`<p>${title}</p>`);
    expect(body.photos[0].data).toMatch(/^!/);
    expect(spool.photos.size).toBe(1);
  });

  it('leaves a body cut off in a long string unparseable', () => {
    const spool = new JsonSpool();
    spool.write(Buffer.from(`{"data":"${'QUJD'.repeat(LONG_STRING)}`));
    expect(() => JSON.parse(spool.text())).toThrow(SyntaxError);
  });
});
