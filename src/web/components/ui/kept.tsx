/**
 * Content kept for community protocols (decision 020), as every page shows it. To those who may see a kept record:
 * a lock and whom it is kept for. To those who may not, when its keepers chose so: one line per kind where the
 * record would be listed, naming the protocols and how many, never a word of the content. Small and free of the
 * forms' code: every page that lists canoe records carries it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Lock } from 'lucide-react';
import type { KeptFor, KeptNotice, ProtectedKind } from '../../../shared/api/protocols.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';

type T = Translator['t'];

/** "A", "A and B", "A, B and C" (`or`: "A, B or C"). */
export function listWords(t: T, names: readonly string[], or = false): string {
  if (names.length <= 1) return names[0] ?? '';
  return t(or ? ui.or : ui.and, { a: names.slice(0, -1).join(', '), b: names[names.length - 1] });
}

/** Whom a record is kept for, in words: 'Kept for Kahananui ʻOhana', 'Keepers only'. */
export function keptForWords(t: T, kept: KeptFor): string {
  const names = kept.protocols.map((protocol) => protocol.name);
  if (kept.visibility === 'keepers') {
    return names.length ? t(ui.keepersOf, { names: listWords(t, names) }) : t(ui.keepersOnly);
  }
  if (names.length > 1 && kept.protocols_needed === 'all')
    return t(ui.keptForAll, { names: listWords(t, names) });
  return t(ui.keptFor, { names: listWords(t, names, true) });
}

/** How the record whose page this is is kept (a kept canoe's), or null. */
const KeptAs = createContext<KeptFor | null>(null);

/**
 * A kept record's page: its rows kept with it, exactly as it is, carry no lock of their own (the record's lock says
 * it once, beside its name); a row kept on its own, or otherwise, still carries its own.
 */
export function KeptWithin({ kept, children }: { kept: KeptFor | null | undefined; children: ReactNode }) {
  return <KeptAs.Provider value={kept ?? null}>{children}</KeptAs.Provider>;
}

const keptKey = (kept: KeptFor) =>
  [kept.visibility, kept.protocols_needed, ...kept.protocols.map((protocol) => protocol.name)].join('\u0000');

/** The lock beside a kept record, for those who may see it; nothing for a public one. */
export function KeptMark({ kept, className = '' }: { kept: KeptFor | null | undefined; className?: string }) {
  const within = useContext(KeptAs);
  const { t } = useI18n();
  if (!kept) return null;
  if (within && !kept.own && keptKey(kept) === keptKey(within)) return null;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ${className}`}
    >
      <Lock aria-hidden="true" className="h-3 w-3 shrink-0" />
      {keptForWords(t, kept)}
    </span>
  );
}

/** "Kahananui ʻOhana keeps 1 story here." */
export function noticeWords(t: T, notice: KeptNotice): string {
  const what = t(ui.keptKind, { kind: notice.kind, count: notice.count });
  const count = notice.protocols.length;
  return count
    ? t(ui.keeps, { names: listWords(t, notice.protocols), count, what })
    : t(ui.keepersKeep, { what });
}

/** The notices of the kinds a tab shows, one line each. */
export function KeptNotices({
  notices,
  kinds,
  className = 'mt-4',
}: {
  notices: readonly KeptNotice[] | undefined;
  kinds: readonly ProtectedKind[];
  className?: string;
}) {
  const { t } = useI18n();
  const shown = (notices ?? []).filter((notice) => kinds.includes(notice.kind));
  if (!shown.length) return null;
  return (
    <ul className={`space-y-2 ${className}`} aria-label={t(ui.keptNotices)}>
      {shown.map((notice) => (
        <li
          key={`${notice.kind}-${notice.protocols.join('|')}`}
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {noticeWords(t, notice)}
        </li>
      ))}
    </ul>
  );
}
