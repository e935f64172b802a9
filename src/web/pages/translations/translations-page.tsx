/** The Translations page (the translators group, decision 026): the interface in ʻŌlelo Hawaiʻi, by the community. */
import { ListPage } from '../../components/ui/list-page.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { TranslationsEditor } from '../../features/translations/translations-editor.tsx';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { translationsArea } from '../../../shared/i18n/messages/translations.ts';
import { useI18n } from '../../lib/i18n.tsx';

export default function TranslationsPage() {
  const { t } = useI18n();
  return (
    <AccessGuard level="translator">
      <ListPage title={t(pages.translationsTitle)} lead={t(translationsArea.lead)} add={null}>
        <TranslationsEditor />
      </ListPage>
    </AccessGuard>
  );
}
