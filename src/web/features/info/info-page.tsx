import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { type PageKey } from '../../../shared/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pageTitle } from '../../../shared/i18n/messages/pages.ts';
import { useI18n } from '../../lib/i18n.tsx';
import type { Message } from '../../../shared/i18n/messages.ts';

/** The frame of a static page: its title in the tab, one h1 with a lead, and readable prose below. */
export function InfoPage({
  page,
  heading,
  lead,
  children,
}: {
  page: PageKey;
  heading: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  useDocumentTitle(t(pageTitle(page)));
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <PageHeader title={heading} lead={lead} />
      <div className="space-y-10">{children}</div>
    </div>
  );
}

/**
 * One titled part of a static page (h2, so headings never skip a level); the id makes it linkable. The id is made of
 * the title's English, so a section's address is the same in every language.
 */
export function InfoSection({ title, id, children }: { title: Message; id?: string; children: ReactNode }) {
  const { t } = useI18n();
  const headingId = id ?? `section-${title.message.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section>
      <h2 id={headingId} className="font-display text-2xl font-semibold text-koa-900">
        {t(title)}
      </h2>
      <div className="mt-3 space-y-4 leading-relaxed text-stone-700">{children}</div>
    </section>
  );
}

/** A bulleted list in the prose style of the static pages. */
export function InfoList({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6 marker:text-koa-400">{children}</ul>;
}
