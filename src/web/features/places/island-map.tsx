/**
 * The map of the islands (decision 030), drawn from what the server sends: each island's outline already projected
 * as SVG path data, where its name goes, and the places' marks (crowded places gathered into one). No map library
 * in the browser, no tiles and no outside request; the server renders it into the page, so it shows without
 * JavaScript and scales with the width it is given (a phone shows the whole of it).
 *
 * The drawing is one image to assistive technology (`role="img"` with its label): the list of places beside it
 * holds the same places, and is the way for keyboards and screen readers. Its links (an island to its page, a mark
 * to its place or to its island's list) are for pointers and touch: drawn over the image as a second, transparent
 * SVG of the same frame (an image holds no links), hidden from assistive technology and left out of the keyboard's
 * order, so the Tab key does not walk the map's every mark before reaching the list.
 */
import type { ReactNode } from 'react';
import type { PlaceMap } from '../../../shared/api/places.ts';
import { paths } from '../../../shared/paths.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';
import { listWords } from '../../components/ui/kept.tsx';
import { useI18n } from '../../lib/i18n.tsx';
import { Link } from '../../lib/routing.tsx';
import { islandLabel, labelSize, markRadius, type MapMark } from './map-marks.ts';

export function IslandMap({
  map,
  label,
  marks = map.marks,
  markHref,
  islandLinks = false,
  className = '',
}: {
  map: Pick<PlaceMap, 'width' | 'height' | 'islands' | 'marks'>;
  /** What the map says to screen readers. */
  label: string;
  /** The marks drawn: all the map's, or those of one place. */
  marks?: readonly MapMark[];
  /** Where a mark leads, if anywhere. */
  markHref?: (mark: MapMark) => string | null;
  /** Each island a link to its page (the map of all islands). */
  islandLinks?: boolean;
  className?: string;
}) {
  const { t } = useI18n();
  const { width, height } = map;
  const fontSize = labelSize(width);
  const drawn = marks.map((mark) => ({
    mark,
    key: mark.places.map((place) => place.place_id).join('-'),
    said: t(placesArea.markLabel, {
      count: mark.places.length,
      names: listWords(
        t,
        mark.places.map((place) => place.name),
      ),
    }),
    r: markRadius(mark.places.length, width),
    href: markHref?.(mark) ?? null,
  }));
  const linked = islandLinks || drawn.some(({ href }) => href);
  const viewBox = `0 0 ${width} ${height}`;
  return (
    <div className={`place-map relative overflow-hidden rounded-lg bg-ocean-50 ${className}`}>
      <svg viewBox={viewBox} role="img" aria-label={label} className="block h-auto w-full" style={PRINTED}>
        {map.islands.map((shape) => (
          <path
            key={shape.island}
            d={shape.path}
            className="fill-koa-100 stroke-koa-500"
            strokeWidth={1}
            strokeLinejoin="round"
          />
        ))}
        {map.islands.map((shape) => {
          const at = islandLabel(shape, { width, height, islands: map.islands.length }, fontSize);
          return (
            <text
              key={shape.island}
              x={at.x}
              y={at.y}
              dy="0.35em"
              textAnchor={at.anchor}
              fontSize={fontSize}
              lang="haw"
              className="fill-koa-900 stroke-white font-display font-semibold"
              strokeWidth={fontSize / 5}
              strokeLinejoin="round"
              paintOrder="stroke"
            >
              {shape.name}
            </text>
          );
        })}
        {drawn.map(({ mark, key, said, r }) => (
          <g key={key}>
            <title>{said}</title>
            <circle
              cx={mark.x}
              cy={mark.y}
              r={r}
              className="fill-ocean-700 stroke-white"
              strokeWidth={Math.max(1.5, r / 4)}
            />
            {mark.places.length > 1 ? (
              <text
                x={mark.x}
                y={mark.y}
                dy="0.35em"
                textAnchor="middle"
                fontSize={r * 1.1}
                className="fill-white font-sans font-bold"
              >
                {mark.places.length}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      {linked ? (
        // The links, over the drawing in the same frame: transparent, darkening what the pointer is over.
        <svg viewBox={viewBox} aria-hidden="true" className="absolute inset-0 h-full w-full">
          {islandLinks
            ? map.islands.map((shape) => (
                <Link
                  key={shape.island}
                  to={paths.placeIsland(shape.island)}
                  tabIndex={-1}
                  className="fill-transparent hover:fill-koa-900/10"
                >
                  <title>{shape.name}</title>
                  <path d={shape.path} />
                </Link>
              ))
            : null}
          {drawn.map(({ mark, key, said, r, href }) =>
            href ? (
              <MarkLink key={key} href={href}>
                <title>{said}</title>
                <circle cx={mark.x} cy={mark.y} r={r} />
              </MarkLink>
            ) : null,
          )}
        </svg>
      ) : null}
    </div>
  );
}

/** The drawing's colours on paper too. */
const PRINTED = { printColorAdjust: 'exact' } as const;

/** A mark's link: within the page (an island's own list), the browser's, which scrolls there without the app. */
function MarkLink({ href, children }: { href: string; children: ReactNode }) {
  const className = 'fill-transparent hover:fill-ocean-900/30';
  return href.startsWith('#') ? (
    <a href={href} tabIndex={-1} className={className}>
      {children}
    </a>
  ) : (
    <Link to={href} tabIndex={-1} className={className}>
      {children}
    </Link>
  );
}
