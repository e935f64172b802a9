import type { ReactNode } from 'react';
import { Link } from '../../lib/routing.tsx';
import { Pencil } from 'lucide-react';
import { HistoryLink } from '../../components/ui/history-link.tsx';
import { paths } from '../../../shared/paths.ts';
import type { MakerDetail } from '../../../shared/api/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { SafeImage } from '../../components/ui/safe-image.tsx';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { FollowLink } from '../../components/ui/follow-link.tsx';

export function MakerHeader({
  maker,
  name,
  isAdmin,
  pictureActions,
  actions,
}: {
  maker: MakerDetail;
  name: string;
  isAdmin: boolean;
  /** Administrators' controls under the picture (Delete Picture). */
  pictureActions?: ReactNode;
  /** Administrators' controls beside Edit Maker (Delete Maker). */
  actions?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="card flex flex-col gap-6 p-6 sm:flex-row sm:items-center">
      <div className="flex shrink-0 flex-col items-start gap-2">
        <SafeImage
          src={maker.picture_url}
          thumbnailSrc={maker.picture_thumbnail_url}
          alt={t(makersArea.pictureOf, { name })}
          eager
          sizes="160px"
          className="h-36 w-36 shrink-0 rounded-xl object-cover"
        />
        {pictureActions}
      </div>
      <div className="min-w-0 flex-1">
        <h1 className="font-display text-3xl font-bold text-koa-900 sm:text-4xl">{name}</h1>
        <div className="mt-3 flex flex-wrap gap-2">
          <Badge tone="ocean">{t(makersArea.typeName, { type: maker.maker_type })}</Badge>
          <Badge>{t(makersArea.canoeCount, { count: maker.canoe_count })}</Badge>
        </div>
        <p className="mt-3">
          <FollowLink type="maker" id={maker.maker_id} />
        </p>
      </div>
      {isAdmin ? (
        <div className="flex flex-wrap gap-3 self-start sm:self-center">
          <Link to={paths.makerEdit(maker.maker_id)} className="btn-secondary">
            <Pencil aria-hidden="true" className="h-4 w-4" />
            {t(makersArea.editMaker)}
          </Link>
          <HistoryLink to={paths.makerHistory(maker.maker_id)} />
          {actions}
        </div>
      ) : null}
    </div>
  );
}
