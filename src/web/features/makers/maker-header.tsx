import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { MakerDetail } from '../../lib/api-types.ts';
import { capitalise, plural } from '../../lib/format.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { SafeImage } from '../../components/ui/safe-image.tsx';

export function MakerHeader({
  maker,
  name,
  isAdmin,
}: {
  maker: MakerDetail;
  name: string;
  isAdmin: boolean;
}) {
  return (
    <div className="card flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
      <SafeImage
        src={maker.picture_url}
        thumbnailSrc={maker.picture_thumbnail_url}
        alt={`Picture of ${name}`}
        eager
        sizes="160px"
        className="h-36 w-36 shrink-0 rounded-xl object-cover"
      />
      <div className="min-w-0 flex-1">
        <h1 className="font-display text-3xl font-bold text-koa-900 sm:text-4xl">{name}</h1>
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge tone="ocean">{capitalise(maker.maker_type)}</Badge>
          <Badge>{plural(maker.canoe_count, 'canoe', 'canoes')}</Badge>
        </div>
      </div>
      {isAdmin ? (
        <Link to={paths.makerEdit(maker.maker_id)} className="btn-secondary self-start sm:self-center">
          <Pencil aria-hidden="true" className="h-4 w-4" />
          Edit Maker
        </Link>
      ) : null}
    </div>
  );
}
