import { Link, useNavigate } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { FormError } from '../../components/form/form-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { authArea } from '../../../shared/i18n/messages/auth.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { useConfirmRegistration } from './auth-queries.ts';

/**
 * The emailed link's page: one button makes the account and signs it in. A button rather than on opening the
 * page, so a mail scanner that opens links makes nothing. A refused link leaves only the way on.
 */
export function RegisterConfirm({ token }: { token: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const confirm = useConfirmRegistration(() => navigate(paths.home(), { replace: true }));
  const error = confirm.error;
  const message = error
    ? error instanceof ApiError && error.explained
      ? error.message
      : t(authArea.somethingWrong)
    : '';
  const linkRefused = error instanceof ApiError && error.status === 400;
  const taken = error instanceof ApiError && error.status === 409;

  return (
    <div className="space-y-5">
      <FormError message={message} />
      {linkRefused ? (
        <p className="text-sm">
          <Link to={paths.register()} className="link">
            {t(authArea.registerAgain)}
          </Link>
        </p>
      ) : null}
      {taken ? (
        <p className="text-sm">
          <Link to={paths.forgotPassword()} className="link">
            {t(authArea.resetYourPassword)}
          </Link>
        </p>
      ) : null}
      {linkRefused || taken ? null : (
        <>
          <p className="text-stone-700">{t(authArea.finishRegistering)}</p>
          <button
            type="button"
            className="btn-primary w-full"
            disabled={confirm.isPending || confirm.isSuccess}
            onClick={() => confirm.mutate(token)}
          >
            {confirm.isPending ? t(authArea.creatingAccount) : t(authArea.createAccount)}
          </button>
        </>
      )}
    </div>
  );
}
