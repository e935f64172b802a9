import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from '../../lib/routing.tsx';
import { ShieldAlert } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { authArea } from '../../../shared/i18n/messages/auth.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useAuth } from './auth-queries.ts';

/** Who may open a guarded page: any administrator, or the People area's group. */
export type AccessLevel = 'admin' | 'people' | 'translator';

/** The Access Denied text names the group (spec §6): administrator, admin (People) or translator privileges. */
function AccessDenied({ level }: { level: AccessLevel }) {
  const { t } = useI18n();
  useDocumentTitle(t(authArea.accessDenied));
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto h-12 w-12 text-red-600" />
      <h1 className="mt-4 font-display text-3xl font-bold text-koa-900">{t(authArea.accessDenied)}</h1>
      <p className="mt-4 text-stone-700">{t(authArea.accessDeniedText, { group: level })}</p>
      <Link to={paths.home()} className="btn-primary mt-8">
        {t(authArea.returnHome)}
      </Link>
    </div>
  );
}

function RedirectToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useI18n();
  useEffect(() => {
    void navigate(paths.login(), { replace: true, state: { from: location.pathname + location.search } });
  }, [navigate, location.pathname, location.search]);
  return <LoadingState label={t(authArea.redirectingToLogin)} />;
}

/**
 * Pages for administrators only. A courtesy: the server refuses every call of theirs to anyone else anyway.
 * While the sign-in status loads: 'Verifying access...'; signed out: to the sign-in page and back; wrong group:
 * Access Denied.
 */
export function AccessGuard({ level, children }: { level: AccessLevel; children: ReactNode }) {
  const { loading, user, isAdmin, isPeopleAdmin, isTranslator } = useAuth();
  const { t } = useI18n();
  if (loading) return <LoadingState label={t(authArea.verifyingAccess)} />;
  if (!user) return <RedirectToLogin />;
  const allowed = level === 'people' ? isPeopleAdmin : level === 'translator' ? isTranslator : isAdmin;
  if (!allowed) return <AccessDenied level={level} />;
  return <>{children}</>;
}

/**
 * Pages for anyone signed in (their protocols): while the sign-in status loads, 'Verifying access...'; signed
 * out, to the sign-in page and back.
 */
export function SignedInGuard({ children }: { children: ReactNode }) {
  const { loading, user } = useAuth();
  const { t } = useI18n();
  if (loading) return <LoadingState label={t(authArea.verifyingAccess)} />;
  if (!user) return <RedirectToLogin />;
  return <>{children}</>;
}

/** What a record's form is given by its page: the :id of the address (null if it cannot be one), on an edit page. */
export interface RecordFormRouteProps {
  id: number | null;
  isEdit: boolean;
}

/**
 * A record's new and edit page (/x/new, /x/:id/edit) behind its guard. Keyed by the record: moving to another
 * one starts the form afresh.
 */
export function GuardedRecordForm({
  level,
  form: Form,
}: {
  level: AccessLevel;
  form: ComponentType<RecordFormRouteProps>;
}) {
  const { id } = useParams();
  return (
    <AccessGuard level={level}>
      <Form key={id ?? 'new'} id={parseRecordId(id)} isEdit={id !== undefined} />
    </AccessGuard>
  );
}
