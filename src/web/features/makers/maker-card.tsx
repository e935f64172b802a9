import { Link } from '../../lib/routing.tsx';
import { Sailboat } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { Maker } from '../../../shared/api/index.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { SafeImage } from '../../components/ui/safe-image.tsx';
import { readerBiography } from '../../lib/biography-text.ts';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { makerName, makerRoleName, rolesOfRepeatedPeople } from './maker-list-params.ts';

/**
 * A maker's card: the whole card opens the maker (the name's link is stretched over it). A person with other roles
 * in the list says so, and the link names its role, so the same name twice is never left unexplained.
 */
function MakerCard({ maker, eager, otherRoles }: { maker: Maker; eager: boolean; otherRoles: Maker[] }) {
  const { t, language } = useI18n();
  const name = makerName(maker, t);
  const biography = readerBiography(maker, language);
  return (
    <article className="card relative flex h-full flex-col transition-shadow hover:shadow-md">
      <SafeImage
        src={maker.picture_url}
        thumbnailSrc={maker.picture_thumbnail_url}
        alt={t(makersArea.pictureOf, { name })}
        eager={eager}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 className="font-display text-xl font-semibold text-koa-900">
            <Link
              to={paths.maker(maker.maker_id)}
              className="after:absolute after:inset-0 after:content-[''] hover:underline"
            >
              {otherRoles.length ? makerRoleName(maker, t) : name}
            </Link>
          </h2>
          <Badge tone="ocean">{t(makersArea.typeName, { type: maker.maker_type })}</Badge>
        </div>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-stone-700">
          <Sailboat aria-hidden="true" className="h-4 w-4 text-koa-600" />
          {t(makersArea.canoeCount, { count: maker.canoe_count })}
        </p>
        {otherRoles.length ? (
          <p className="relative z-10 mt-2 text-sm text-stone-700">
            {t(makersArea.alsoListedAs)}{' '}
            {otherRoles.map((other, index) => (
              <span key={other.maker_id}>
                {index > 0 ? ', ' : ''}
                <Link to={paths.maker(other.maker_id)} className="link">
                  {t(makersArea.typeWord, { type: other.maker_type })}
                  <span className="sr-only"> ({makerRoleName(other, t)})</span>
                </Link>
              </span>
            ))}
          </p>
        ) : null}
        {biography ? (
          <p lang={biography.lang} className="mt-3 line-clamp-3 text-sm text-stone-600">
            {biography.text}
          </p>
        ) : null}
      </div>
    </article>
  );
}

/** Pictures in the first row load at once; the rest wait until they scroll near. */
const EAGER_CARDS = 3;

export function MakerGrid({ makers }: { makers: Maker[] }) {
  const repeated = rolesOfRepeatedPeople(makers);
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {makers.map((maker, index) => (
        <li key={maker.maker_id}>
          <MakerCard
            maker={maker}
            eager={index < EAGER_CARDS}
            otherRoles={(repeated.get(maker.person_id) ?? []).filter((m) => m.maker_id !== maker.maker_id)}
          />
        </li>
      ))}
    </ul>
  );
}
