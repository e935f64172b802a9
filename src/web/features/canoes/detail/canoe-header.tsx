import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import type { CanoeDetail } from '../../../lib/api-types.ts';
import { formatNumber } from '../../../lib/format.ts';
import { paths } from '../../../../shared/paths.ts';

/** The page's one h1 with the canoe's type, build year and length, and the admin's Edit link. */
export function CanoeHeader({
  canoe,
  title,
  isAdmin,
}: {
  canoe: CanoeDetail;
  title: string;
  isAdmin: boolean;
}) {
  const typeName = canoe.type_name ?? canoe.type;
  const badges = [
    typeName ? { text: typeName, tone: 'ocean' as const } : null,
    canoe.build_year ? { text: `Built ${canoe.build_year}`, tone: 'koa' as const } : null,
    canoe.length !== null ? { text: `${formatNumber(canoe.length)} ft`, tone: 'stone' as const } : null,
  ].filter((badge) => badge !== null);
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div>
        <h1 className="font-display text-3xl font-bold text-koa-900 sm:text-4xl">{title}</h1>
        {badges.length > 0 ? (
          <ul aria-label="Summary" className="mt-3 flex flex-wrap gap-2">
            {badges.map((badge) => (
              <li key={badge.text}>
                <Badge tone={badge.tone}>{badge.text}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {isAdmin ? (
        <div className="flex flex-wrap gap-3">
          <Link to={paths.canoeEdit(canoe.canoe_id)} className="btn-secondary">
            <Pencil aria-hidden="true" className="h-4 w-4" />
            Edit
          </Link>
        </div>
      ) : null}
    </div>
  );
}
