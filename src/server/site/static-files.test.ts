import { afterAll, describe, expect, it } from 'vitest';
import { contentType, findFile } from './static-files.ts';
import { makeWebDir } from './site-test-support.ts';

const web = makeWebDir();
afterAll(() => web.remove());

describe('findFile', () => {
  it('finds files inside the folder', async () => {
    expect((await findFile(web.webDir, 'assets/index-abc.js'))?.stat.isFile()).toBe(true);
    expect(await findFile(web.webDir, 'favicon.svg')).not.toBeNull();
  });

  it('refuses paths that leave the folder, hidden files, folders and odd names', async () => {
    for (const relative of [
      '../secret.txt',
      'assets/../../secret.txt',
      'assets/..',
      '..\\secret.txt',
      '/etc/passwd',
      '.env',
      'assets',
      'assets/',
      'assets//index-abc.js',
      'index-abc.js\0.png',
      '',
    ]) {
      expect(await findFile(web.webDir, relative), relative).toBeNull();
    }
  });
});

describe('contentType', () => {
  it('names the types a Vite build has', () => {
    expect(contentType('a.js')).toBe('text/javascript; charset=utf-8');
    expect(contentType('a.CSS')).toBe('text/css; charset=utf-8');
    expect(contentType('a.js.map')).toBe('application/json; charset=utf-8');
    expect(contentType('a.woff2')).toBe('font/woff2');
    expect(contentType('a.svg')).toBe('image/svg+xml');
    expect(contentType('a.unknown')).toBe('application/octet-stream');
  });
});
