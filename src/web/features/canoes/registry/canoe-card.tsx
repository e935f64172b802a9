import { Link } from '../../../lib/routing.tsx';
import { paths } from '../../../../shared/paths.ts';
import type { CanoeSummary } from '../../../../shared/api/index.ts';
import { canoeDisplayName, canoeNameLang } from '../../../lib/canoe-name.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n, type Translator } from '../../../lib/i18n.tsx';
import { registry } from '../../../../shared/i18n/messages/registry.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { KeptMark } from '../../../components/ui/kept.tsx';
import { NO_PHOTO_YET, SafeImage } from '../../../components/ui/safe-image.tsx';
import { canoeTypeWords } from '../../../../shared/i18n/messages/canoe-types.ts';

/** Cards in the first row load their photos at once; the rest wait until they scroll near. */
const EAGER_CARDS = 3;

export const lengthText = (t: Translator['t'], length: number | null) =>
  length === null ? t(registry.unknown) : t(registry.feet, { length: formatNumber(length) });

function CanoeCard({ canoe, eager, first }: { canoe: CanoeSummary; eager: boolean; first: boolean }) {
  const translator = useI18n();
  const { t } = translator;
  const { words } = useDateWords();
  const name = canoeDisplayName(canoe, t);
  const unknown = t(registry.unknown);
  const built = words(canoe.build_date) || unknown;
  const facts: [string, string][] = [
    [t(registry.originLabel), canoe.origin || unknown],
    [t(registry.length), lengthText(t, canoe.length)],
    [t(registry.ownerLabel), canoe.owner_name || unknown],
  ];
  return (
    <article className="card flex h-full flex-col">
      {/* The name is right below, so the photo itself says nothing more to a screen reader. */}
      <SafeImage
        src={canoe.image_url}
        thumbnailSrc={canoe.thumbnail_url}
        alt=""
        eager={eager}
        // The first card's photo is the page's largest paint on a phone: asked for ahead of the scripts.
        fetchPriority={first ? 'high' : undefined}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        focalPoint={canoe.image_focal_point}
        emptyText={NO_PHOTO_YET}
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 lang={canoeNameLang(canoe)} className="font-display text-xl font-semibold text-koa-900">
            {name}
          </h2>
          <Badge>
            <span className="sr-only">{t(registry.built, { date: built })}</span>
            <span aria-hidden="true">{built}</span>
          </Badge>
        </div>
        <p className="mt-1 text-sm font-medium text-ocean-700">
          {canoeTypeWords(translator, canoe.type_id) ?? (canoe.type_name || t(registry.unknownType))}
        </p>
        <KeptMark kept={canoe.kept_for} className="mt-2 self-start" />
        <dl className="mt-4 space-y-1 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-2">
              <dt className="font-medium text-stone-700">{label}:</dt>
              <dd className="text-stone-600">{value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-auto pt-5">
          <Link
            to={paths.canoe(canoe.canoe_id)}
            aria-label={t(registry.viewDetailsOf, { name })}
            className="btn-secondary w-full"
          >
            {t(registry.viewDetails)}
          </Link>
        </div>
      </div>
    </article>
  );
}

export function CanoeGrid({ canoes }: { canoes: CanoeSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {canoes.map((canoe, index) => (
        <li key={canoe.canoe_id}>
          <CanoeCard canoe={canoe} eager={index < EAGER_CARDS} first={index === 0} />
        </li>
      ))}
    </ul>
  );
}
