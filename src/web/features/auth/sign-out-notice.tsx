import { useEffect } from 'react';
import { authArea } from '../../../shared/i18n/messages/auth.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useSignOutFailure } from './auth-queries.ts';

/** 'Sign-out failed' (spec §8) after the sign-out call failed; the browser has gone home all the same. */
export function SignOutNotice() {
  const { t } = useI18n();
  const { failed, dismiss } = useSignOutFailure();
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(dismiss, 8000);
    return () => clearTimeout(timer);
  }, [failed, dismiss]);
  if (!failed) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6 lg:px-8">
      <p
        role="alert"
        className="flex items-center justify-between gap-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        {t(authArea.signOutFailed)}
        <button type="button" onClick={dismiss} className="font-medium underline">
          {t(ui.dismiss)}
        </button>
      </p>
    </div>
  );
}
