import { useEffect } from 'react';
import { documentTitle } from '../../shared/paths.ts';

/** Keep the tab title in step with the page (the server already wrote it into the first HTML). */
export function useDocumentTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
