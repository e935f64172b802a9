import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { ui } from '../../../shared/i18n/messages/ui.ts';

/** Follow: hear by email what is added to the record (issue 37); the page says when the site sends no email. */
export function FollowLink({ type, id }: { type: 'canoe' | 'owner' | 'maker' | 'race'; id: number }) {
  const { t } = useI18n();
  return (
    <Link to={paths.follow({ type, id })} className="link print:hidden">
      {t(ui.follow)}
    </Link>
  );
}
