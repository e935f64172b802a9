import { useEffect } from 'react';
import { documentTitle } from '../../shared/paths.ts';
import { shell } from '../../shared/i18n/messages/shell.ts';
import { useI18n } from './i18n.tsx';

/** Keep the tab title in step with the page (the server already wrote it into the first HTML). */
export function useDocumentTitle(title: string | null | undefined) {
  const siteName = useI18n().t(shell.siteName);
  useEffect(() => {
    if (title) document.title = documentTitle(title, siteName);
  }, [title, siteName]);
}
