import { useEffect } from 'react';
import { useSignOutFailure } from './auth-queries.ts';

/** 'Sign-out failed' (spec §8) after the sign-out call failed; the browser has gone home all the same. */
export function SignOutNotice() {
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
        Sign-out failed
        <button type="button" onClick={dismiss} className="font-medium underline">
          Dismiss
        </button>
      </p>
    </div>
  );
}
