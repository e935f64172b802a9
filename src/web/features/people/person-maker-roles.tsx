import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Hammer, Plus } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorPanel } from '../../components/ui/error-panel.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { capitalise, formatDate } from '../../lib/format.ts';
import { biographyText } from '../../lib/biography-text.ts';
import { DASH } from './person-format.ts';
import { personMakersQuery } from './people-queries.ts';

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
    <div className="card overflow-x-auto">
      <table className="data-table">
        <caption className="sr-only">Maker roles of {name}</caption>
        <thead>
          <tr>
            <th scope="col">Maker Type</th>
            <th scope="col">Biography</th>
            <th scope="col">Created</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {makers.map((maker) => {
            const type = capitalise(maker.maker_type);
            const biography = biographyText(maker.biography);
            return (
              <tr key={maker.maker_id}>
                <th scope="row" className="bg-white font-medium">
                  {type}
                </th>
                <td className="max-w-md">
                  <p className="line-clamp-2">{biography || DASH}</p>
                </td>
                <td className="whitespace-nowrap">{formatDate(maker.created_at) || DASH}</td>
                <td>
                  <div className="flex gap-3">
                    <Link to={paths.maker(maker.maker_id)} className="link">
                      View<span className="sr-only"> {type} role</span>
                    </Link>
                    <Link to={paths.makerEdit(maker.maker_id)} className="link">
                      Edit<span className="sr-only"> {type} role</span>
                    </Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
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
        <Link to={paths.makerNew(personId)} className="btn-primary">
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add Maker Role
        </Link>
      </div>
      <RolesTable personId={personId} name={name} />
    </section>
  );
}
