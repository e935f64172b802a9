import { type ReactNode } from 'react';
import { isBlankHtml } from '../../../lib/sanitize.ts';
import { Link } from '../../../lib/routing.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { deferredComponent } from '../../../lib/lazy-component.ts';
import { RecordSourceNotes } from '../sources/record-source-notes.tsx';
import type { CanoeDetail, Source } from '../../../../shared/api/index.ts';
import { shownValue } from '../../../lib/canoe-field-values.ts';
import {
  arrange,
  fieldsShownIn,
  hawaiianVersionOf,
  type CanoeFieldKeyOf,
  type CanoeFieldSpec,
  type RichTextField,
} from '../../../../shared/canoe-fields.ts';
import { paths } from '../../../../shared/paths.ts';
import type { KeptFor } from '../../../../shared/api/protocols.ts';
import { KeptMark, KeptNotices } from '../../../components/ui/kept.tsx';
import { WhoMaySee } from './kept-for.tsx';
import { useI18n } from '../../../lib/i18n.tsx';
import { useDateWords } from '../../../lib/date-words.ts';
import { canoeArea } from '../../../../shared/i18n/messages/canoe.ts';
import { canoeFieldWords } from '../../../../shared/i18n/messages/canoe-fields.ts';
import { PlaceLink } from '../../places/index.ts';
import type { Translator } from '../../../../shared/i18n/translator.ts';

/**
 * Read, not used at first: the notes in both languages. The server renders them; in the browser the code comes
 * once the page is idle, and until then the server's HTML stays (its "Also in …" opens without script).
 */
const BilingualText = deferredComponent(() =>
  import('../../../components/ui/bilingual-text.tsx').then((module) => module.BilingualText),
);

const richText = (text: string) => <RichText html={text} className="text-stone-800" />;

function Unknown() {
  const { t } = useI18n();
  return <span className="text-stone-500">{t(canoeArea.unknown)}</span>;
}
const UNKNOWN = <Unknown />;

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-3 divide-y divide-stone-100">
      {rows.map(([term, value]) => (
        <div key={term} className="grid grid-cols-[9rem_1fr] gap-3 py-2">
          <dt className="text-sm font-medium text-stone-600">{term}</dt>
          <dd className="text-stone-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A plain field's row: its label and its value in words. */
const row = (canoe: CanoeDetail, translator: Translator) => (field: CanoeFieldSpec) =>
  [canoeFieldWords(translator, field).detailLabel, shownValue(canoe, field, translator) ?? UNKNOWN] as [
    string,
    ReactNode,
  ];

/** A rich-text field's section, headed by its label; an administrator may go and write it when it is empty. */
function RichTextSection({
  field,
  html,
  hawaiian,
  edit,
  kept,
  extra,
}: {
  field: RichTextField;
  html: string | null;
  /** Its ʻŌlelo Hawaiʻi version, when the field has one (decision 027). */
  hawaiian: string | null;
  edit: string | null;
  /** The notes: how they are kept, for those who may see them. */
  kept?: KeptFor | null;
  /** Beside the heading: the notes' "Who may see this" and what is kept from the reader. */
  extra?: { manage: ReactNode; notices: ReactNode };
}) {
  const translator = useI18n();
  const { t } = translator;
  const said = canoeFieldWords(translator, field);
  const heading = `${field.key}-heading`;
  return (
    <section aria-labelledby={heading}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={heading} className="text-lg font-semibold text-koa-900">
          {said.label}
        </h2>
        <KeptMark kept={kept} />
        {extra?.manage}
      </div>
      {extra?.notices}
      {!isBlankHtml(html) || !isBlankHtml(hawaiian) ? (
        // Only what it is given (its `render` is the module's own), so a render of the tab before its code has come
        // leaves the server's text in place (lib/lazy-component.ts, `deferredComponent`).
        <BilingualText english={html} hawaiian={hawaiian} className="mt-3" render={richText} />
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <p className="text-stone-600">{said.empty}</p>
          {edit ? (
            <Link to={edit} className="btn-secondary">
              {t(canoeArea.edit)}
            </Link>
          ) : null}
        </div>
      )}
    </section>
  );
}

/** The original maker: the canoe's own maker, else the first of its makers list. */
function originalMaker(canoe: CanoeDetail) {
  if (canoe.maker_id !== null) return { maker_id: canoe.maker_id, name: canoe.maker_name };
  const first = canoe.makers[0];
  return first ? { maker_id: first.maker_id, name: first.maker_name } : null;
}

export function DetailsTab({
  canoe,
  isAdmin,
  sources,
}: {
  canoe: CanoeDetail;
  isAdmin: boolean;
  sources?: Source[];
}) {
  const translator = useI18n();
  const { t } = translator;
  const { words } = useDateWords();
  const maker = originalMaker(canoe);
  const plain = row(canoe, translator);
  // The origin is its place when a keeper has chosen one (decision 030), else the text as it was typed.
  const constructionRow = (field: CanoeFieldSpec): [string, ReactNode] =>
    field.key === 'origin' && canoe.origin_place
      ? [plain(field)[0], <PlaceLink key="origin" place={canoe.origin_place} />]
      : plain(field);
  return (
    <div className="space-y-8">
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="specifications-heading" className="card p-5">
          <h2 id="specifications-heading" className="text-lg font-semibold text-koa-900">
            {t(canoeArea.specifications)}
          </h2>
          <Facts rows={arrange(fieldsShownIn('specifications'), row(canoe, translator))} />
        </section>
        <section aria-labelledby="construction-heading" className="card p-5">
          <h2 id="construction-heading" className="text-lg font-semibold text-koa-900">
            {t(canoeArea.construction)}
          </h2>
          <Facts
            rows={arrange(fieldsShownIn('construction'), constructionRow, {
              // The build date as precise as it is known: "1962", "about 1850", "the 1960s" (decision 013).
              start: [[t(canoeArea.buildYear), words(canoe.build_date) || UNKNOWN]],
              // The waters it is at home in, when a keeper has chosen the place (decision 030).
              after: canoe.home_place
                ? { origin: [[t(canoeArea.homeWaters), <PlaceLink key="home" place={canoe.home_place} />]] }
                : {},
              end: [
                [
                  t(canoeArea.originalMaker),
                  maker ? (
                    <Link to={paths.maker(maker.maker_id)} className="link">
                      {maker.name || t(canoeArea.makerNumber, { id: maker.maker_id })}
                    </Link>
                  ) : (
                    UNKNOWN
                  ),
                ],
                ...(canoe.makers.length > 0
                  ? [
                      [
                        t(canoeArea.makers),
                        <ul key="makers" className="space-y-1">
                          {canoe.makers.map((m) => (
                            <li key={m.canoe_maker_id}>
                              <Link to={paths.maker(m.maker_id)} className="link">
                                {m.maker_name || t(canoeArea.makerNumber, { id: m.maker_id })}
                              </Link>
                              {m.contribution ? (
                                <span className="text-stone-600"> — {m.contribution}</span>
                              ) : null}
                            </li>
                          ))}
                        </ul>,
                      ] as [string, ReactNode],
                    ]
                  : []),
              ],
            })}
          />
        </section>
      </div>
      {fieldsShownIn('section').map((field) =>
        field.kind === 'rich-text' ? (
          <RichTextSection
            key={field.key}
            field={field}
            html={canoe[field.key as CanoeFieldKeyOf<'rich-text'>]}
            hawaiian={
              hawaiianVersionOf(field)
                ? canoe[hawaiianVersionOf(field)!.key as CanoeFieldKeyOf<'rich-text'>]
                : null
            }
            edit={isAdmin ? paths.canoeEdit(canoe.canoe_id) : null}
            {...(field.key === 'notes'
              ? {
                  kept: canoe.notes_kept_for,
                  extra: {
                    manage: isAdmin ? (
                      <WhoMaySee kind="notes" id={canoe.canoe_id} what={t(canoeArea.notesOfCanoe)} />
                    ) : null,
                    notices: <KeptNotices notices={canoe.kept_notices} kinds={['notes']} className="mt-3" />,
                  },
                }
              : {})}
          />
        ) : null,
      )}
      <RecordSourceNotes
        sources={sources}
        record={{ type: 'canoe', id: canoe.canoe_id }}
        prefix="details"
        heading="h2"
        className=""
      />
      <KeptNotices notices={canoe.kept_notices} kinds={['source']} className="" />
    </div>
  );
}
