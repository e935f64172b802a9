/**
 * Content kept for community protocols (decision 020), as every page shows it. To those who may see a kept record:
 * a lock and whom it is kept for. To those who may not, when its keepers chose so: one line per kind where the
 * record would be listed, naming the protocols and how many, never a word of the content. Small and free of the
 * forms' code: every page that lists canoe records carries it.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Lock } from 'lucide-react';
import type { KeptFor, KeptNotice, ProtectedKind } from '../../../shared/api/protocols.ts';

/** "A", "A and B", "A, B and C". */
export function listWords(names: readonly string[], joiner = 'and'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${joiner} ${names[names.length - 1]}`;
}

/** Whom a record is kept for, in words: 'Kept for Kahananui ʻOhana', 'Keepers only'. */
export function keptForWords(kept: KeptFor): string {
  const names = kept.protocols.map((protocol) => protocol.name);
  if (kept.visibility === 'keepers') {
    return names.length ? `Keepers of ${listWords(names)} only` : 'Keepers only';
  }
  if (names.length > 1 && kept.protocols_needed === 'all')
    return `Kept for members of all of ${listWords(names)}`;
  return `Kept for ${listWords(names, names.length > 1 ? 'or' : 'and')}`;
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
  if (!kept) return null;
  if (within && !kept.own && keptKey(kept) === keptKey(within)) return null;
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 ${className}`}
    >
      <Lock aria-hidden="true" className="h-3 w-3 shrink-0" />
      {keptForWords(kept)}
    </span>
  );
}

const KIND_WORDS: Partial<Record<ProtectedKind, [one: string, many: string]>> = {
  name: ['name', 'names'],
  ownership: ['ownership record', 'ownership records'],
  restoration: ['restoration', 'restorations'],
  race_entry: ['race entry', 'race entries'],
  photo: ['photo', 'photos'],
  story: ['story', 'stories'],
  source: ['source', 'sources'],
  notes: ['note', 'notes'],
};

/** "Kahananui ʻOhana keeps 1 story here." */
export function noticeWords(notice: KeptNotice): string {
  const [one, many] = KIND_WORDS[notice.kind] ?? ['record', 'records'];
  const what = notice.kind === 'notes' ? 'the notes' : `${notice.count} ${notice.count === 1 ? one : many}`;
  if (!notice.protocols.length) return `Keepers keep ${what} here.`;
  return `${listWords(notice.protocols)} ${notice.protocols.length === 1 ? 'keeps' : 'keep'} ${what} here.`;
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
  const shown = (notices ?? []).filter((notice) => kinds.includes(notice.kind));
  if (!shown.length) return null;
  return (
    <ul className={`space-y-2 ${className}`} aria-label="Kept for communities">
      {shown.map((notice) => (
        <li
          key={`${notice.kind}-${notice.protocols.join('|')}`}
          className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {noticeWords(notice)}
        </li>
      ))}
    </ul>
  );
}
