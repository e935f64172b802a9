import { useQuery } from '@tanstack/react-query';
import { Hammer } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Maker } from '../../../shared/api/index.ts';
import { AddLink } from '../../components/ui/add-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { actionsColumn, DataTable } from '../../components/ui/data-table.tsx';
import { useMomentWords } from '../../lib/moment-words.ts';
import { readerBiography } from '../../lib/biography-text.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { peopleArea } from '../../../shared/i18n/messages/people.ts';
import { DASH } from './person-format.ts';
import { personMakersQuery } from './people-queries.ts';

type Translate = Translator['t'];

/** A maker type on its own, capitalised ('Carver'; 'Unknown' when none is recorded). */
const typeName = (maker: Maker, t: Translate) => t(makersArea.typeName, { type: maker.maker_type });

const roleRecord = (t: Translate) => (maker: Maker) => ({
  name: t(peopleArea.roleRecord, { type: typeName(maker, t) }),
  view: paths.maker(maker.maker_id),
  edit: paths.makerEdit(maker.maker_id),
});

function RolesTable({ personId, name }: { personId: number; name: string }) {
  const { t, language } = useI18n();
  const moments = useMomentWords();
  const query = useQuery(personMakersQuery(personId));
  if (query.isPending) return <LoadingState label={t(peopleArea.loadingRoles)} />;
  if (query.isError) return <ErrorPanel message={t(peopleArea.rolesFailed)} />;
  const makers = query.data.items;
  if (makers.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={Hammer}
        title={t(peopleArea.noRoles)}
        text={t(peopleArea.noRolesText)}
      />
    );
  }
  return (
    <DataTable
      rows={makers}
      rowKey={(maker) => maker.maker_id}
      caption={t(peopleArea.rolesCaption, { name })}
      columns={[
        { header: peopleArea.columnMakerType, rowHeader: true, cell: (maker) => typeName(maker, t) },
        {
          header: peopleArea.columnBiography,
          className: 'max-w-md',
          cell: (maker) => {
            // The page's language first, else the other version, marked with its language.
            const biography = readerBiography(maker, language);
            return (
              <p className="line-clamp-2" lang={biography?.lang}>
                {biography?.text || DASH}
              </p>
            );
          },
        },
        {
          header: peopleArea.columnCreated,
          className: 'whitespace-nowrap',
          cell: (maker) => moments.date(maker.created_at) || DASH,
        },
        actionsColumn(roleRecord(t)),
      ]}
    />
  );
}

/** The Maker Roles tab: every maker record of the person, and the way to add one. */
export function PersonMakerRoles({ personId, name }: { personId: number; name: string }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="person-maker-roles">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="person-maker-roles" className="font-display text-2xl font-semibold text-koa-900">
          {t(peopleArea.tabMakerRoles)}
        </h2>
        <AddLink to={paths.makerNew(personId)}>{t(peopleArea.addMakerRole)}</AddLink>
      </div>
      <RolesTable personId={personId} name={name} />
    </section>
  );
}
