/**
 * Places (issue 35, decision 030): a place as written in Hawaiian, its island, moku and ahupuaʻa, and optionally a
 * point, shown to the public at the precision its keeper chose. Canoes (origin, home waters), races (course),
 * restorations and stewards (home) refer to places.
 */
import { z } from 'zod';
import { ISLANDS } from '../islands.ts';
import { PLACE_PRECISIONS } from '../place-precision.ts';
import { optionalText, requiredText, blankToNull } from '../fields.ts';
import { messages } from '../messages.ts';
import { english } from '../i18n/english.ts';
import { validationArea as msg } from '../i18n/messages/validation.ts';
import { blankToUndefined, idParams, pagingQuery, queryText, timestampFields } from './common.ts';
import { keptForResponse } from './protocols.ts';

export const LATITUDE_RANGE = [18.5, 22.5] as const;
export const LONGITUDE_RANGE = [-160.5, -154.5] as const;

const coordinate = (message: string, [min, max]: readonly [number, number]) =>
  z.preprocess(
    (v) => {
      const b = blankToNull(v);
      if (typeof b === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(b)) return Number(b);
      return b;
    },
    z
      .number({ error: message })
      .refine((n) => Number.isFinite(n) && n >= min && n <= max, { error: message })
      .nullable()
      .optional(),
  );

const islandField = z.enum(ISLANDS, { error: english(msg.placeIsland) });

export const placeBody = z
  .object({
    name: requiredText(messages.nameRequired, 200),
    island: islandField,
    moku: optionalText(200),
    ahupuaa: optionalText(200),
    latitude: coordinate(english(msg.placeLatitude), LATITUDE_RANGE),
    longitude: coordinate(english(msg.placeLongitude), LONGITUDE_RANGE),
    precision: z.enum(PLACE_PRECISIONS, { error: english(msg.placePrecision) }).default('island'),
    description: optionalText(4000),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude == null) !== (v.longitude == null)) {
      ctx.addIssue({
        code: 'custom',
        path: [v.latitude == null ? 'latitude' : 'longitude'],
        message: english(msg.placePointWhole),
      });
    }
  });
export type PlaceBody = z.output<typeof placeBody>;

/**
 * A reference to a place in another record's body: a place id, null to clear it, or absent to leave it as it is
 * (so a client written before places existed never clears one).
 */
export const placeRef = () =>
  z.preprocess(
    (v) => {
      const b = blankToNull(v);
      if (typeof b === 'string' && /^\d+$/.test(b.trim())) return Number(b);
      return b;
    },
    z
      .number({ error: english(msg.selectPlace) })
      .int({ error: english(msg.selectPlace) })
      .min(1, { error: english(msg.selectPlace) })
      .max(2_147_483_647, { error: english(msg.selectPlace) })
      .nullable()
      .optional(),
  );

export const placeParams = idParams('Place');

export const placeListQuery = z.object({
  q: queryText(),
  island: z.preprocess(blankToUndefined, islandField.optional()),
  ...pagingQuery,
});
export type PlaceListQuery = z.output<typeof placeListQuery>;

export const placeMapQuery = z.object({
  island: z.preprocess(blankToUndefined, islandField.optional()),
});

/** A place as others name it: in a canoe's, race's, restoration's or steward's answer. */
export const placeRefResponse = z.object({
  place_id: z.number().int(),
  name: z.string(),
  island: z.enum(ISLANDS),
});
export type PlaceRef = z.output<typeof placeRefResponse>;

export const placeResponse = z.object({
  place_id: z.number().int(),
  name: z.string().meta({ description: 'As written in Hawaiian, with ʻokina and kahakō' }),
  island: z.enum(ISLANDS),
  island_name: z.string().meta({ description: 'The island’s name: “Molokaʻi”' }),
  moku: z.string().nullable().meta({ description: 'The moku (district)' }),
  ahupuaa: z.string().nullable(),
  latitude: z
    .number()
    .nullable()
    .meta({
      description:
        'The point as this caller may see it: exact for keepers; for others at the keeper’s chosen precision ' +
        '(exact; district: rounded to a tenth of a degree; island: none)',
    }),
  longitude: z.number().nullable(),
  precision: z.enum(PLACE_PRECISIONS),
  description: z.string().nullable(),
  canoe_count: z.number().int().meta({ description: 'Canoes from this place or at home there' }),
  ...timestampFields,
  kept_for: keptForResponse.nullable().optional(),
});
export type Place = z.output<typeof placeResponse>;

const canoeAtPlace = z.object({
  canoe_id: z.number().int(),
  name: z.string().nullable(),
  hull_id: z.string().nullable(),
});

export const placeDetailResponse = placeResponse.extend({
  canoes_from: z.array(canoeAtPlace).meta({ description: 'Canoes whose origin is this place' }),
  canoes_home: z.array(canoeAtPlace).meta({ description: 'Canoes whose home waters are here' }),
  races: z.array(
    z.object({
      race_id: z.number().int(),
      name: z.string(),
      date: z.string().nullable().meta({ description: 'EDTF' }),
    }),
  ),
  restorations: z.array(
    z.object({
      restoration_id: z.number().int(),
      canoe_id: z.number().int(),
      canoe_name: z.string().nullable(),
      date: z.string().nullable().meta({ description: 'EDTF' }),
    }),
  ),
  stewards: z.array(z.object({ owner_id: z.number().int(), name: z.string() })),
});
export type PlaceDetail = z.output<typeof placeDetailResponse>;

export const islandShapeResponse = z.object({
  island: z.enum(ISLANDS),
  name: z.string(),
  path: z.string().meta({ description: 'SVG path data in the map’s frame' }),
  label: z.object({ x: z.number(), y: z.number() }),
  place_count: z.number().int(),
  canoe_count: z.number().int(),
});

/** A place as the map's list names it: what the list and the marks show, no more (the page carries every one). */
export const mapPlaceResponse = placeResponse.pick({
  place_id: true,
  name: true,
  island: true,
  moku: true,
  latitude: true,
  longitude: true,
  canoe_count: true,
});
export type MapPlace = z.output<typeof mapPlaceResponse>;

export const placeMapResponse = z.object({
  width: z.number().int(),
  height: z.number().int(),
  islands: z.array(islandShapeResponse),
  marks: z
    .array(
      z.object({
        x: z.number(),
        y: z.number(),
        places: z.array(z.object({ place_id: z.number().int(), name: z.string() })),
      }),
    )
    .meta({ description: 'Points the public may see, gathered into one mark where they crowd' }),
  places: z.array(mapPlaceResponse).meta({ description: 'Every place of the map, the list beside it' }),
});
export type PlaceMap = z.output<typeof placeMapResponse>;

/** The origins typed as text that a keeper has not yet turned into places. */
export const originReviewResponse = z.object({
  origins: z.array(
    z.object({
      origin: z.string(),
      canoes: z.array(z.object({ canoe_id: z.number().int(), name: z.string().nullable() })),
      suggestions: z.array(placeRefResponse).meta({ description: 'Places whose names the text holds' }),
      proposal: z
        .object({ name: z.string(), island: z.enum(ISLANDS).nullable() })
        .meta({ description: 'A new place the text could become, for the keeper to check' }),
    }),
  ),
});
export type OriginReview = z.output<typeof originReviewResponse>;

export const originConfirmBody = z
  .object({
    origin: requiredText(english(msg.originRequired), 200),
    place_id: placeRef(),
    new_place: placeBody.optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.place_id == null) === (v.new_place == null)) {
      ctx.addIssue({ code: 'custom', path: ['place_id'], message: english(msg.selectPlace) });
    }
  });
export type OriginConfirmBody = z.output<typeof originConfirmBody>;

export const originConfirmResponse = z.object({
  place: placeRefResponse,
  canoes_linked: z.number().int(),
});
