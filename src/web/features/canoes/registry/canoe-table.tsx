import { Link } from 'react-router';
import { paths } from '../../../../shared/paths.ts';
import type { CanoeSummary } from '../../../../shared/api/index.ts';
import { canoeDisplayName } from '../../../lib/canoe-name.ts';
import { lengthText } from './canoe-card.tsx';

const COLUMNS = ['Canoe', 'Type', 'Built Year', 'Length', 'Current Owner', 'Origin', 'Actions'];

/** The list view: one row per canoe, with View (and Edit for admins). */
export function CanoeTable({
  canoes,
  isAdmin,
  caption,
}: {
  canoes: CanoeSummary[];
  isAdmin: boolean;
  caption: string;
}) {
  return (
    <div className="card overflow-x-auto">
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {canoes.map((canoe) => {
            const name = canoeDisplayName(canoe);
            return (
              <tr key={canoe.canoe_id} className="hover:bg-koa-50">
                <td>
                  <span className="block font-medium text-koa-900">{name}</span>
                  <span className="block text-xs text-stone-600">{canoe.hull_id || 'No ID'}</span>
                </td>
                <td>{canoe.type_name || 'Unknown Type'}</td>
                <td>{canoe.build_year ?? 'Unknown'}</td>
                <td className="whitespace-nowrap">{lengthText(canoe.length)}</td>
                <td>{canoe.owner_name || 'Unknown'}</td>
                <td>{canoe.origin || 'Unknown'}</td>
                <td className="whitespace-nowrap">
                  <Link to={paths.canoe(canoe.canoe_id)} className="link">
                    View<span className="sr-only"> {name}</span>
                  </Link>
                  {isAdmin ? (
                    <Link to={paths.canoeEdit(canoe.canoe_id)} className="link ml-4">
                      Edit<span className="sr-only"> {name}</span>
                    </Link>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
