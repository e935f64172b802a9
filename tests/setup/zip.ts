import yauzl from 'yauzl';

/** Every file of an open ZIP, uncompressed, by its name. */
async function filesOf(zip: yauzl.ZipFile): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on('end', () => resolve());
    zip.on('error', reject);
    zip.readEntry();
  });
  return files;
}

/** Every file of a ZIP, uncompressed, by its name. */
export async function zipFiles(zipFile: string): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.open(zipFile, { lazyEntries: true }, (error, z) => (error ? reject(error) : resolve(z))),
  );
  return filesOf(zip);
}

/** Every file of a ZIP held in memory (a downloaded answer), uncompressed, by its name. */
export async function zipBufferFiles(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, z) => (error ? reject(error) : resolve(z))),
  );
  return filesOf(zip);
}
