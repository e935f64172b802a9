/**
 * Content kept for community protocols (decision 020) on the canoe page: the lock and notices every page shows
 * (components/ui/kept.tsx), and for administrators "Who may see this", whose dialog is a chunk of its own.
 */
import { Suspense } from 'react';
import type { KeepableKind } from '../../../../shared/api/protocols.ts';
import { lazyComponent } from '../../../lib/lazy-component.ts';

// Administrators only: the dialog and its form are a chunk of their own.
const ProtectionButton = lazyComponent(() =>
  import('../../protocols/index.ts').then((protocols) => protocols.ProtectionButton),
);

/** "Who may see this" beside a record an administrator manages (`what` names it for the dialog). */
export function WhoMaySee({ kind, id, what }: { kind: KeepableKind; id: number; what: string }) {
  return (
    <Suspense fallback={null}>
      <ProtectionButton kind={kind} id={id} what={what} />
    </Suspense>
  );
}
