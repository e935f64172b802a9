import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from '../../lib/navigation-blocker.ts';

/**
 * Asks before leaving a form with unsaved changes: a link, Back or Cancel inside the app opens a dialog (Stay,
 * the first focus, or Leave without saving; the app's navigation blocker, decision 017); closing the tab or
 * reloading gets the browser's own question.
 * `when` is read at the moment of leaving, so a form that has just saved sets it false and goes on its way.
 */
export function UnsavedChangesGuard({ when, what }: { when: boolean; what: string }) {
  const dirty = useRef(when);
  // Read by the router when a navigation starts; kept current as soon as React commits.
  useLayoutEffect(() => {
    dirty.current = when;
  }, [when]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when this is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  const stay = useRef<HTMLButtonElement>(null);
  const open = blocker.state === 'blocked';
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && blocker.reset?.()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            stay.current?.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="font-display text-xl font-bold text-koa-900">
            Leave without saving?
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-stone-700">
            The changes you made to {what} have not been saved. If you leave now, they will be lost.
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button ref={stay} type="button" className="btn-secondary" onClick={() => blocker.reset?.()}>
              Stay on this page
            </button>
            <button
              type="button"
              className="inline-flex items-center justify-center rounded-lg bg-red-700 px-4 py-2 font-medium text-white hover:bg-red-800"
              onClick={() => blocker.proceed?.()}
            >
              Leave without saving
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
