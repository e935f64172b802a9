import { useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from '../../lib/navigation-blocker.ts';
import { DANGER_BUTTON, DialogShell } from '../ui/dialog-shell.tsx';
import { forms } from '../../../shared/i18n/messages/forms.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * Asks before leaving a form with unsaved changes: a link, Back or Cancel inside the app opens a dialog (Stay,
 * the first focus, or Leave without saving; the app's navigation blocker, decision 017); closing the tab or
 * reloading gets the browser's own question.
 * `when` is read at the moment of leaving, so a form that has just saved sets it false and goes on its way.
 * `what` is what the form edits, worded by the caller in the page's language ('this canoe').
 */
export function UnsavedChangesGuard({ when, what }: { when: boolean; what: string }) {
  const { t } = useI18n();
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

  const open = blocker.state === 'blocked';
  return (
    <DialogShell
      open={open}
      onOpenChange={(next) => !next && blocker.reset?.()}
      title={t(forms.leaveTitle)}
      description={t(forms.leaveDescription, { what })}
      safeLabel={t(forms.stay)}
      onSafe={() => blocker.reset?.()}
      action={
        <button type="button" className={DANGER_BUTTON} onClick={() => blocker.proceed?.()}>
          {t(forms.leave)}
        </button>
      }
    />
  );
}
