import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import type { Maker } from '../../../shared/api/index.ts';
import { capitalise, formatDate } from '../../lib/format.ts';
import { makerName } from './maker-list-params.ts';

/** The list view; Edit shows to admins only (spec §2). */
export function MakerTable({
  makers,
  isAdmin,
  caption,
}: {
  makers: Maker[];
  isAdmin: boolean;
  caption: string;
}) {
  return (
    <div className="card overflow-x-auto">
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Canoes</th>
            <th scope="col">Added</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {makers.map((maker) => {
            const name = makerName(maker);
            return (
              <tr key={maker.maker_id}>
                <th scope="row" className="bg-white font-medium">
                  <Link to={paths.maker(maker.maker_id)} className="link">
                    {name}
                  </Link>
                </th>
                <td>{capitalise(maker.maker_type)}</td>
                <td>{maker.canoe_count}</td>
                <td>{formatDate(maker.created_at)}</td>
                <td>
                  <div className="flex gap-3">
                    <Link to={paths.maker(maker.maker_id)} className="link">
                      View<span className="sr-only"> {name}</span>
                    </Link>
                    {isAdmin ? (
                      <Link to={paths.makerEdit(maker.maker_id)} className="link">
                        Edit<span className="sr-only"> {name}</span>
                      </Link>
                    ) : null}
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
