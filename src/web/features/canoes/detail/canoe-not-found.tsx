import { paths } from '../../../../shared/paths.ts';
import { RecordNotFound } from '../../../components/ui/record-not-found.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { ui } from '../../../../shared/i18n/messages/ui.ts';

/** The canoe's id names no record (the canoe page and its photos page). */
export function CanoeNotFound() {
  const { t } = useI18n();
  return (
    <RecordNotFound
      title={t(ui.canoeNotFound)}
      text={t(ui.canoeNotFoundText)}
      backTo={paths.canoes()}
      backLabel={t(ui.backToCanoes)}
    />
  );
}
