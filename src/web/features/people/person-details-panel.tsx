import type { ReactNode } from 'react';
import { UserRound } from 'lucide-react';
import { SafeImage } from '../../components/ui/safe-image.tsx';
import { DASH, formatDateTime } from './person-format.ts';
import { PersonPictureUpload } from './person-picture-upload.tsx';
import type { PersonDetail } from './people-queries.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { useI18n } from '../../lib/i18n.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-6">
      <h2 id={id} className="mb-4 font-display text-xl font-semibold text-koa-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-stone-600">{label}</dt>
          <dd className="break-words text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ProfilePicture({ person }: { person: PersonDetail }) {
  const { t } = useI18n();
  if (!person.picture_url) {
    return (
      <div className="flex h-48 w-48 flex-col items-center justify-center gap-2 rounded-xl bg-gradient-to-br from-koa-100 to-ocean-100 text-koa-700">
        <UserRound aria-hidden="true" className="h-12 w-12" />
        <p className="font-medium">{t(peopleArea.noProfilePicture)}</p>
      </div>
    );
  }
  return (
    <SafeImage
      src={person.picture_url}
      thumbnailSrc={person.picture_thumbnail_url}
      alt={t(peopleArea.profilePictureOf, { name: person.name })}
      eager
      sizes="192px"
      className="h-48 w-48 rounded-xl object-cover"
    />
  );
}

/** The Details tab: contact, system information and the profile picture with its upload box. */
export function PersonDetailsPanel({ person }: { person: PersonDetail }) {
  const translator = useI18n();
  const { t } = translator;
  return (
    <div className="space-y-6">
      <Section id="person-contact" title={t(peopleArea.contactInformation)}>
        <Facts
          rows={[
            [
              t(peopleArea.email),
              person.email ? (
                <a href={`mailto:${person.email}`} className="link">
                  {person.email}
                </a>
              ) : (
                DASH
              ),
            ],
            [
              t(peopleArea.phone),
              person.phone ? (
                <a href={`tel:${person.phone.replace(/[^\d+]/g, '')}`} className="link">
                  {person.phone}
                </a>
              ) : (
                DASH
              ),
            ],
          ]}
        />
      </Section>
      <Section id="person-system" title={t(peopleArea.systemInformation)}>
        <Facts
          rows={[
            [t(peopleArea.id), person.person_id],
            [t(peopleArea.createdAt), formatDateTime(person.created_at, translator)],
            [t(peopleArea.lastUpdated), formatDateTime(person.updated_at, translator)],
          ]}
        />
      </Section>
      <Section id="person-picture" title={t(peopleArea.profilePicture)}>
        <div className="flex flex-col gap-6 md:flex-row md:items-start">
          <div className="shrink-0">
            <ProfilePicture person={person} />
          </div>
          <div className="min-w-0 flex-1">
            <PersonPictureUpload personId={person.person_id} />
          </div>
        </div>
      </Section>
    </div>
  );
}
