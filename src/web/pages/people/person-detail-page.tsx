import { useParams } from '../../lib/routing.tsx';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../shared/paths.ts';
import { BackLink } from '../../components/ui/back-link.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { RecordLoadError } from '../../components/ui/record-load-error.tsx';
import { RecordNotFound } from '../../components/ui/record-not-found.tsx';
import { AccessGuard } from '../../features/auth/access-guard.tsx';
import { personQuery, type PersonDetail } from '../../features/people/people-queries.ts';
import { PersonDeleteError } from '../../features/people/person-delete-error.tsx';
import { PersonHeader } from '../../features/people/person-header.tsx';
import { PersonQuickActions } from '../../features/people/person-quick-actions.tsx';
import { PersonTabs } from '../../features/people/person-tabs.tsx';
import { usePersonDelete } from '../../features/people/use-person-delete.tsx';
import { isNotFound } from '../../lib/api.ts';
import { parseRecordId } from '../../lib/record-id.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { pages } from '../../../shared/i18n/messages/pages.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { useI18n } from '../../lib/i18n.tsx';

function PersonNotFound() {
  const { t } = useI18n();
  return (
    <RecordNotFound
      title={t(pages.personNotFoundTitle)}
      text={t(peopleArea.notFoundText)}
      backTo={paths.people()}
      backLabel={t(peopleArea.backToPeople)}
    />
  );
}

function PersonView({ person }: { person: PersonDetail }) {
  const { t } = useI18n();
  const deletion = usePersonDelete(person.person_id, person.name);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <BackLink to={paths.people()}>{t(peopleArea.backToPeople)}</BackLink>
      <PersonHeader person={person} onDelete={deletion.requestDelete} />
      <PersonDeleteError message={deletion.error} onDismiss={deletion.dismissError} />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <div className="min-w-0">
          <PersonTabs person={person} />
        </div>
        <div>
          <PersonQuickActions personId={person.person_id} onDelete={deletion.requestDelete} />
        </div>
      </div>
      {deletion.dialog}
    </div>
  );
}

function PersonDetailContent({ personId }: { personId: number }) {
  const { t } = useI18n();
  const query = useQuery(personQuery(personId));
  useDocumentTitle(
    query.data?.name ?? (isNotFound(query.error) ? t(pages.personNotFoundTitle) : t(pages.personTitle)),
  );

  if (query.isPending) return <LoadingState label={t(peopleArea.loadingPerson)} />;
  if (isNotFound(query.error)) return <PersonNotFound />;
  // A failed background refresh keeps what was already shown.
  if (!query.data) {
    return (
      <RecordLoadError
        heading={t(pages.personTitle)}
        message={t(peopleArea.loadFailed)}
        backTo={paths.people()}
        backLabel={t(peopleArea.backToPeople)}
      />
    );
  }
  return <PersonView person={query.data} />;
}

/** /people/:id (spec §2 "People"): the group named admin only. */
export default function PersonDetailPage() {
  const { id } = useParams();
  const personId = parseRecordId(id);
  return (
    <AccessGuard level="people">
      {personId === null ? (
        <PersonNotFound />
      ) : (
        // Keyed by id: moving to another person starts afresh (open dialog, delete error, upload box).
        <PersonDetailContent key={personId} personId={personId} />
      )}
    </AccessGuard>
  );
}
