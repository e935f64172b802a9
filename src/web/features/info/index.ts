/** What other features use of the info pages: the streamed archive download with its progress bar. */
export { ArchiveDownloads } from './archive-download.tsx';
