import { useQuery } from '@tanstack/react-query';
import { Hammer } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Maker } from '../../../shared/api/index.ts';
import { AddLink } from '../../components/ui/add-link.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { actionsColumn, DataTable } from '../../components/ui/data-table.tsx';
import { capitalise, formatDate } from '../../lib/format.ts';
import { biographyText } from '../../lib/biography-text.ts';
import { DASH } from './person-format.ts';
import { personMakersQuery } from './people-queries.ts';

const roleRecord = (maker: Maker) => ({
  name: `${capitalise(maker.maker_type)} role`,
  view: paths.maker(maker.maker_id),
  edit: paths.makerEdit(maker.maker_id),
});

function RolesTable({ personId, name }: { personId: number; name: string }) {
  const query = useQuery(personMakersQuery(personId));
  if (query.isPending) return <LoadingState label="Loading maker roles..." />;
  if (query.isError) return <ErrorPanel message="Failed to load maker roles. Please try again later." />;
  const makers = query.data.items;
  if (makers.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={Hammer}
        title="No Maker Roles"
        text="This person doesn't have any maker roles assigned."
      />
    );
  }
  return (
    <DataTable
      rows={makers}
      rowKey={(maker) => maker.maker_id}
      caption={`Maker roles of ${name}`}
      columns={[
        { header: 'Maker Type', rowHeader: true, cell: (maker) => capitalise(maker.maker_type) },
        {
          header: 'Biography',
          className: 'max-w-md',
          cell: (maker) => <p className="line-clamp-2">{biographyText(maker.biography) || DASH}</p>,
        },
        {
          header: 'Created',
          className: 'whitespace-nowrap',
          cell: (maker) => formatDate(maker.created_at) || DASH,
        },
        actionsColumn(roleRecord),
      ]}
    />
  );
}

/** The Maker Roles tab: every maker record of the person, and the way to add one. */
export function PersonMakerRoles({ personId, name }: { personId: number; name: string }) {
  return (
    <section aria-labelledby="person-maker-roles">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="person-maker-roles" className="font-display text-2xl font-semibold text-koa-900">
          Maker Roles
        </h2>
        <AddLink to={paths.makerNew(personId)}>Add Maker Role</AddLink>
      </div>
      <RolesTable personId={personId} name={name} />
    </section>
  );
}
