/**
 * The frame of a record's form page (new and edit): the way back, the heading with its lead, then the form; or,
 * while the record to edit (or what the form chooses from) loads, the loading line; or, when the record cannot be
 * read, what went wrong and the way back to its list.
 */
import type { ReactNode } from 'react';
import { Link } from '../../lib/routing.tsx';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { isNotFound } from '../../lib/api.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { BackLink } from '../ui/back-link.tsx';
import { ErrorPanel } from '../ui/error-panel.tsx';
import { LoadingState } from '../ui/loading-state.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { forms } from '../../../shared/i18n/messages/forms.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { FormError } from './form-field.tsx';

/** The record an edit page loads (`id` null: the address names none); nothing is loaded for a new one. */
export function useEditedRecord<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
  id: number | null,
  isEdit: boolean,
) {
  const query = useQuery({ ...options, enabled: isEdit && id !== null });
  const record = query.data ?? null;
  return {
    isEdit,
    record,
    error: query.error,
    pending: isEdit && query.isPending,
    /** The record to edit cannot be shown: the address names none, or it failed to load. */
    failed: isEdit && (id === null || (query.isError && record === null)),
    notFound: id === null || isNotFound(query.error),
  };
}

export type EditedRecord<T> = ReturnType<typeof useEditedRecord<T, QueryKey>>;

/** A link: where it goes and what it says. */
interface LinkTo {
  to: string;
  label: string;
}

export function FormPage<T>({
  edit,
  titles,
  lead,
  list,
  backToRecord,
  notFoundTitle,
  failure,
  loading,
  options,
  width = 'max-w-4xl',
  children,
}: {
  edit: EditedRecord<T>;
  /** The page's h1 and tab title, new and edit. */
  titles: [string, string];
  /** The lead under the heading: for the record being edited, or (null) for a new one. */
  lead: (record: T | null) => string;
  /** The record's list: the way back when the record cannot be read. */
  list: LinkTo;
  /** The link above the heading: back to the record once loaded, else to the list. */
  backToRecord?: (record: T) => LinkTo;
  /** The failure panel's title when there is no such record ('Maker Not Found'). */
  notFoundTitle: string;
  /** What the failure panel says when the record cannot be read. */
  failure: string;
  /** The loading line while the record loads. */
  loading: string;
  /** What the form chooses from ('Loading form data...'); without it the form still works. */
  options?: { pending: boolean; error: Error | null };
  width?: 'max-w-3xl' | 'max-w-4xl';
  children: ReactNode;
}) {
  const { t } = useI18n();
  const { isEdit, record } = edit;
  const title = isEdit ? titles[1] : titles[0];
  useDocumentTitle(title);
  const pending = edit.pending || options?.pending;
  let body: ReactNode;
  if (edit.failed) {
    body = (
      <ErrorPanel title={edit.notFound ? notFoundTitle : undefined} message={failure}>
        <Link to={list.to} className="btn-primary">
          {list.label}
        </Link>
      </ErrorPanel>
    );
  } else if (pending) {
    body = <LoadingState label={isEdit ? loading : t(forms.loadingFormData)} />;
  } else {
    body = (
      <>
        {options?.error ? (
          <div className="mb-6">
            <FormError message={t(forms.formDataFailed, { reason: options.error.message })} />
          </div>
        ) : null}
        {children}
      </>
    );
  }
  const back = backToRecord ? (record ? backToRecord(record) : list) : null;
  return (
    <div className={`mx-auto ${width} px-4 py-8 sm:px-6 lg:px-8`}>
      {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
      <PageHeader title={title} lead={isEdit && !record ? undefined : lead(record)} />
      {body}
    </div>
  );
}
