import { useEffect, type ComponentType, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from '../../lib/routing.tsx';
import { ShieldAlert } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAuth } from './auth-queries.ts';

/** Who may open a guarded page: any administrator, or the People area's group. */
export type AccessLevel = 'admin' | 'people' | 'translator';

/** The group named in the Access Denied text (spec §6). */
const GROUP_NAME: Record<AccessLevel, string> = {
  admin: 'administrator',
  people: 'admin',
  translator: 'translator',
};

function AccessDenied({ level }: { level: AccessLevel }) {
  useDocumentTitle('Access Denied');
  return (
    <div className="mx-auto max-w-xl px-4 py-20 text-center">
      <ShieldAlert aria-hidden="true" className="mx-auto h-12 w-12 text-red-600" />
      <h1 className="mt-4 font-display text-3xl font-bold text-koa-900">Access Denied</h1>
      <p className="mt-4 text-stone-700">
        You don&apos;t have permission to access this page. This area requires {GROUP_NAME[level]} privileges.
      </p>
      <Link to={paths.home()} className="btn-primary mt-8">
        Return to Home
      </Link>
    </div>
  );
}

function RedirectToLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    void navigate(paths.login(), { replace: true, state: { from: location.pathname + location.search } });
  }, [navigate, location.pathname, location.search]);
  return <LoadingState label="Redirecting to login..." />;
}

/**
 * Pages for administrators only. A courtesy: the server refuses every call of theirs to anyone else anyway.
 * While the sign-in status loads: 'Verifying access...'; signed out: to the sign-in page and back; wrong group:
 * Access Denied.
 */
export function AccessGuard({ level, children }: { level: AccessLevel; children: ReactNode }) {
  const { loading, user, isAdmin, isPeopleAdmin, isTranslator } = useAuth();
  if (loading) return <LoadingState label="Verifying access..." />;
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
  if (loading) return <LoadingState label="Verifying access..." />;
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
