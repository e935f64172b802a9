import { Link } from '../../lib/routing.tsx';
import { paths } from '../../../shared/paths.ts';
import { NO_PHOTO_YET, SafeImage } from '../../components/ui/safe-image.tsx';
import type { CanoeSummary } from '../../../shared/api/index.ts';
import { home } from '../../../shared/i18n/messages/home.ts';
import { useDateWords } from '../../lib/date-words.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { canoeTypeWords } from '../../../shared/i18n/messages/canoe-types.ts';

export function FeaturedCanoeCard({ canoe }: { canoe: CanoeSummary }) {
  const { t } = useI18n();
  const { words } = useDateWords();
  // The spec's fallbacks for a canoe that is only partly known (§1); the build date as precise as it is known:
  // "1962", "about 1850", "the 1960s".
  const name = canoe.current_name || canoe.name || t(home.unnamed);
  const type = canoeTypeWords({ t }, canoe.type_id) ?? (canoe.type_name || canoe.type || t(home.unknownType));
  const year = words(canoe.build_date) || t(home.unknown);
  return (
    <article className="card flex w-full flex-col transition-shadow hover:shadow-md">
      <SafeImage
        src={canoe.image_url}
        thumbnailSrc={canoe.thumbnail_url}
        alt={t(home.photoOf, { name })}
        sizes="(min-width: 768px) 33vw, 100vw"
        focalPoint={canoe.image_focal_point}
        emptyText={NO_PHOTO_YET}
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <h3
          lang={canoe.current_name ? (canoe.name_language ?? undefined) : undefined}
          className="font-display text-xl font-semibold text-koa-900"
        >
          {name}
        </h3>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-stone-600">{t(home.type)}</dt>
          <dd className="text-stone-900">{type}</dd>
          <dt className="text-stone-600">{t(home.built)}</dt>
          <dd className="text-stone-900">{year}</dd>
        </dl>
        <div className="mt-5 flex-1 content-end">
          <Link
            to={paths.canoe(canoe.canoe_id)}
            aria-label={t(home.viewDetailsOf, { name })}
            className="btn-secondary w-full"
          >
            {t(home.viewDetails)}
          </Link>
        </div>
      </div>
    </article>
  );
}
