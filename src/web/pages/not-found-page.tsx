import { Compass } from 'lucide-react';
import { paths } from '../../shared/paths.ts';
import { RecordNotFound } from '../components/ui/record-not-found.tsx';
import { useI18n } from '../lib/i18n.tsx';
import { shell } from '../../shared/i18n/messages/shell.ts';

/** Any path no page answers (the server also sends it with status 404). */
export default function NotFoundPage() {
  const { t } = useI18n();
  return (
    <RecordNotFound
      title={t(shell.pageNotFound)}
      text={t(shell.pageNotFoundText)}
      backTo={paths.home()}
      backLabel={t(shell.returnHome)}
      icon={Compass}
    />
  );
}
