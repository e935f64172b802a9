import { NavLink } from '../../lib/routing.tsx';
import { Inbox, LogOut, ShieldCheck, Tags, Users } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { useSignOut } from '../../features/auth/auth-queries.ts';
import { useSubmissionCount } from '../../features/submissions/moderation/submission-queries.ts';
import { shell } from '../../../shared/i18n/messages/shell.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * The moderation queue, with how many submissions wait for review (administrators). The count is refreshed
 * whenever an administrator decides on one (submission-queries.ts), and every few minutes.
 */
function SubmissionsLink() {
  const { t } = useI18n();
  const pending = useSubmissionCount(true).data?.pending ?? 0;
  return (
    <NavLink
      to={paths.submissions()}
      end
      title={t(shell.submissions)}
      aria-label={pending > 0 ? t(shell.submissionsWaiting, { count: pending }) : undefined}
      className={({ isActive }) =>
        `inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-koa-700 text-white' : 'text-koa-50 hover:bg-koa-800'}`
      }
    >
      <Inbox aria-hidden="true" className="h-4 w-4" />
      {/* From 1024 px the header is full (at most 1280 px of content, Labels beside it): the icon and the count
          say it (the name is the label, and the pointer's tooltip). */}
      <span className="lg:sr-only">{t(shell.submissions)}</span>
      {pending > 0 ? (
        <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-bold text-koa-900">
          {pending}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * An account's communities (decision 020): every signed-in account has the page, empty or not. Beside an
 * administrator's other controls the wide header is full from 1024 px: the icon says it there (its name for
 * screen readers, and as the pointer's tooltip); the phone menu has room for the word.
 */
function ProtocolsLink({ compact }: { compact: boolean }) {
  const { t } = useI18n();
  return (
    <NavLink
      to={paths.protocols()}
      title={compact ? t(shell.protocols) : undefined}
      className={({ isActive }) =>
        `inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-koa-700 text-white' : 'text-koa-50 hover:bg-koa-800'}`
      }
    >
      <Users aria-hidden="true" className="h-4 w-4" />
      <span className={compact ? 'lg:sr-only' : undefined}>{t(shell.protocols)}</span>
    </NavLink>
  );
}

/**
 * The header's controls for someone signed in: Protocols, the Submissions link and Admin badge (administrators), and Sign Out. A chunk of its own (site-header.tsx):
 * visitors, and every server-rendered page, show the Login link instead and never download it. `onSignedOut` runs
 * once the sign-out has settled, succeeded or not, even though signing out unmounts these controls (hence the
 * mutation's promise rather than `mutate`'s callbacks, which an unmounted component no longer gets).
 */
export function SignedInControls({ isAdmin, onSignedOut }: { isAdmin: boolean; onSignedOut: () => void }) {
  const { t } = useI18n();
  const signOut = useSignOut();
  const onSignOut = () => {
    void signOut
      .mutateAsync()
      // A failure is reported by useSignOut ('Sign-out failed'); the browser goes home all the same.
      .catch(() => undefined)
      .then(onSignedOut);
  };
  return (
    <>
      <ProtocolsLink compact={isAdmin} />
      {isAdmin ? <SubmissionsLink /> : null}
      {isAdmin ? (
        <NavLink
          to={paths.tkLabels()}
          end
          title={t(shell.labelsTitle)}
          className={({ isActive }) =>
            `inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap ${isActive ? 'bg-koa-700 text-white' : 'text-koa-50 hover:bg-koa-800'}`
          }
        >
          <Tags aria-hidden="true" className="h-4 w-4" />
          {/* From 1024 px the wide header is full: the icon says it (its name for screen readers, and as the
              pointer's tooltip); the phone menu has room for the word. */}
          <span className="lg:sr-only">{t(shell.labels)}</span>
        </NavLink>
      ) : null}
      {isAdmin ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-ocean-300 px-2.5 py-0.5 text-xs font-semibold text-ocean-900">
          <ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />{' '}
          <span className="lg:max-xl:sr-only">{t(shell.admin)}</span>
        </span>
      ) : null}
      <button
        type="button"
        title={isAdmin ? t(shell.signOut) : undefined}
        onClick={onSignOut}
        disabled={signOut.isPending}
        className="inline-flex items-center gap-1.5 rounded-md border border-koa-300 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-koa-50 hover:bg-koa-800"
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />{' '}
        {/* From 1024 px to 1280 px an administrator's header is full: the icon says it there. */}
        <span className={isAdmin ? 'lg:max-xl:sr-only' : undefined}>{t(shell.signOut)}</span>
      </button>
    </>
  );
}
