import { Download } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { ARCHIVE_ESTIMATE_HEADER } from '../../../shared/constants.ts';
import { isPlainClick } from '../../lib/plain-click.ts';
import type { Message } from '../../../shared/i18n/messages.ts';
import { infoArea } from '../../../shared/i18n/messages/info.ts';
import { useI18n } from '../../lib/i18n.tsx';

type DownloadState =
  | { step: 'idle' }
  | { step: 'running'; received: number; estimate: number | null }
  | { step: 'done'; received: number }
  | { step: 'failed'; message: Message };

/** Sizes as people read them: 840 KB, 12.4 MB, 1.2 GB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  if (bytes < 1_000_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  return `${(bytes / 1_000_000_000).toFixed(1)} GB`;
}

function fileName(disposition: string | null, fallback: string) {
  return /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;
}

/**
 * Links to the streamed archive that show how far a download has come, one at a time. The server cannot
 * know the ZIP's length before it is made, so it tells an estimate (`X-Archive-Estimated-Size`) and the bar never
 * claims more than 99 % before the end. Without JavaScript, or with a modifier key, a link is an ordinary download.
 */
export function ArchiveDownloads({
  downloads,
  className,
}: {
  downloads: { href: string; label: string }[];
  className: string;
}) {
  const { t } = useI18n();
  const [state, setState] = useState<DownloadState>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  async function download(event: MouseEvent<HTMLAnchorElement>, href: string) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (state.step === 'running') return;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'running', received: 0, estimate: null });
    try {
      const response = await fetch(href, { signal: controller.signal, credentials: 'same-origin' });
      if (!response.ok || !response.body) {
        setState({
          step: 'failed',
          message:
            response.status === 401 || response.status === 403
              ? infoArea.downloadNotAllowed
              : infoArea.downloadNotMade,
        });
        return;
      }
      const estimate = Number(response.headers.get(ARCHIVE_ESTIMATE_HEADER)) || null;
      const reader = response.body.getReader();
      // The browser keeps large blobs on disk, so the parts do not all stay in memory.
      const parts: Uint8Array<ArrayBuffer>[] = [];
      let received = 0;
      let shown = 0;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        received += value.byteLength;
        // A few hundred updates at most, not one per chunk.
        if (received - shown > 256_000) {
          shown = received;
          setState({ step: 'running', received, estimate });
        }
      }
      const url = URL.createObjectURL(new Blob(parts, { type: 'application/zip' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(response.headers.get('Content-Disposition'), 'koa-canoe-archive.zip');
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
      setState({ step: 'done', received });
    } catch {
      setState(
        controller.signal.aborted
          ? { step: 'failed', message: infoArea.downloadCancelled }
          : { step: 'failed', message: infoArea.downloadStopped },
      );
    } finally {
      if (abort.current === controller) abort.current = null;
    }
  }

  const running = state.step === 'running';
  const percent =
    running && state.estimate ? Math.min(99, Math.floor((state.received / state.estimate) * 100)) : null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-3">
        {downloads.map(({ href, label }) => (
          <a
            key={href}
            href={href}
            download
            className={className}
            onClick={(event) => void download(event, href)}
            aria-disabled={running || undefined}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {label}
          </a>
        ))}
      </div>
      <div role="status" aria-live="polite" className="text-sm text-stone-700">
        {running ? (
          <div className="flex flex-wrap items-center gap-3">
            <progress
              className="h-2 w-48 accent-ocean-700"
              max={100}
              value={percent ?? undefined}
              aria-label={t(infoArea.downloadProgress)}
            />
            <span>
              {state.received === 0
                ? t(infoArea.downloadPreparing)
                : state.estimate
                  ? t(infoArea.downloadReceivedOf, {
                      received: formatBytes(state.received),
                      estimate: formatBytes(state.estimate),
                    })
                  : t(infoArea.downloadReceived, { received: formatBytes(state.received) })}
            </span>
            <button
              type="button"
              className="rounded-md border border-stone-300 px-2 py-1 text-sm hover:bg-stone-50"
              onClick={() => abort.current?.abort()}
            >
              {t(infoArea.downloadCancel)}
            </button>
          </div>
        ) : state.step === 'done' ? (
          <p>{t(infoArea.downloadDone, { size: formatBytes(state.received) })}</p>
        ) : state.step === 'failed' ? (
          <p className="text-red-800">{t(state.message)}</p>
        ) : null}
      </div>
    </div>
  );
}
