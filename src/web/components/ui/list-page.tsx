import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { AddLink } from './add-link.tsx';
import { ErrorPanel, TryAgainButton } from './error-panel.tsx';
import { LoadingState } from './loading-state.tsx';
import { PageHeader } from './page-header.tsx';

/** A list page (Canoe Registry, Stewards, Makers, People, Races): its heading, lead and Add link, then the list. */
export function ListPage({
  title,
  lead,
  add,
  children,
}: {
  /** The page's h1 and tab title. */
  title: string;
  lead: string;
  /** The Add New … link, for those who may add. */
  add: { to: string; label: string } | null;
  /** The filter bar and the results. */
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={title}
        lead={lead}
        actions={add ? <AddLink to={add.to}>{add.label}</AddLink> : null}
      />
      {children}
    </div>
  );
}

/**
 * A list's first load: the loading line, then the results; or, when it failed, what went wrong with Try Again
 * (nothing, when `failure` is null: the failure is shown elsewhere).
 */
export function ListStatus<T>({
  data,
  pending,
  error,
  loading,
  failure,
  failureTitle,
  children,
}: {
  /** What the list's query answered (undefined until it has). */
  data: T | undefined;
  pending: boolean;
  error: boolean;
  loading: string;
  failure: string | null;
  failureTitle?: string;
  /** The results. */
  children: (data: T) => ReactNode;
}) {
  if (pending) return <LoadingState label={loading} reserve />;
  if (error || data === undefined) {
    return failure === null ? null : (
      <ErrorPanel title={failureTitle} message={failure}>
        <TryAgainButton />
      </ErrorPanel>
    );
  }
  return children(data);
}
