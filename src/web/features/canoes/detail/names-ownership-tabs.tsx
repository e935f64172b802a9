import { Link } from '../../../lib/routing.tsx';
import type { CanoeName, Ownership, Source } from '../../../../shared/api/index.ts';
import { numberSources, SourceMarks, SourceNotes } from '../sources/source-notes.tsx';
import { paths } from '../../../../shared/paths.ts';
import { actionsColumn, HistorySection } from './admin-controls.tsx';
import type { CanoeAdmin } from './canoe-admin-state.ts';
import type { KeptNotice } from '../../../../shared/api/protocols.ts';
import { KeptMark, KeptNotices } from '../../../components/ui/kept.tsx';
import { canoeTabsArea } from '../../../../shared/i18n/messages/canoe-tabs.ts';
import { useDateWords } from '../../../lib/date-words.ts';
import { useI18n, type Translator } from '../../../lib/i18n.tsx';

type DateWords = ReturnType<typeof useDateWords>['words'];

/** Name History: each name with the years it was given and given up. */
export function NamesTab({
  names,
  admin,
  sources,
  notices,
}: {
  names: CanoeName[];
  admin: CanoeAdmin | null;
  sources?: Source[];
  /** What is kept here from this reader, when its keepers chose to say so (decision 020). */
  notices?: readonly KeptNotice[];
}) {
  const { t } = useI18n();
  const { words } = useDateWords();
  const numbered = numberSources(
    sources,
    names.map((name) => ({ type: 'canoe_name', id: name.canoe_name_id, label: name.name })),
  );
  return (
    <HistorySection
      kind="name"
      admin={admin}
      list={{ data: names }}
      rowKey={(name) => name.canoe_name_id}
      after={
        <>
          <KeptNotices notices={notices} kinds={['name']} />
          <SourceNotes numbered={numbered} prefix="names" />
        </>
      }
      columns={[
        {
          header: t(canoeTabsArea.nameColumn),
          className: 'font-medium text-koa-900',
          cell: (name) => (
            <>
              <span lang={name.language}>{name.name}</span>
              <SourceMarks
                numbered={numbered}
                record={{ type: 'canoe_name', id: name.canoe_name_id }}
                prefix="names"
              />
              <KeptMark kept={name.kept_for} className="mt-1 flex w-max" />
            </>
          ),
        },
        {
          header: t(canoeTabsArea.yearAssigned),
          cell: (name) => words(name.start_date) || t(canoeTabsArea.unknownDate),
        },
        {
          header: t(canoeTabsArea.yearEnded),
          cell: (name) => words(name.end_date) || t(canoeTabsArea.nameCurrent),
        },
        actionsColumn(
          admin,
          'name',
          (name: CanoeName) => name.canoe_name_id,
          (name: CanoeName) => ({
            kind: 'name',
            id: name.canoe_name_id,
            label: name.name,
          }),
          (name: CanoeName) => ({
            kind: 'name',
            id: name.canoe_name_id,
            what: t(canoeTabsArea.protectName, { name: name.name }),
          }),
        ),
      ]}
    />
  );
}

/** 'Keawe ʻOhana, 1950 to June 1980': which ownership an Edit or Delete button acts on. */
function ownershipLabel(ownership: Ownership, t: Translator['t'], words: DateWords) {
  const owner = ownership.owner_name;
  const start = words(ownership.start_date);
  return ownership.end_date
    ? t(canoeTabsArea.ownershipLabel, { owner, start, end: words(ownership.end_date) })
    : t(canoeTabsArea.ownershipLabelOpen, { owner, start });
}

/** Ownership: every steward who has held the canoe, oldest first. */
export function OwnershipTab({
  ownerships,
  admin,
  sources,
  notices,
}: {
  ownerships: Ownership[];
  admin: CanoeAdmin | null;
  sources?: Source[];
  /** What is kept here from this reader, when its keepers chose to say so (decision 020). */
  notices?: readonly KeptNotice[];
}) {
  const { t } = useI18n();
  const { words } = useDateWords();
  const label = (ownership: Ownership) => ownershipLabel(ownership, t, words);
  const numbered = numberSources(
    sources,
    ownerships.map((ownership) => ({
      type: 'ownership',
      id: ownership.ownership_id,
      label: label(ownership),
    })),
  );
  return (
    <HistorySection
      kind="ownership"
      admin={admin}
      list={{ data: ownerships }}
      rowKey={(ownership) => ownership.ownership_id}
      after={
        <>
          <KeptNotices notices={notices} kinds={['ownership']} />
          <SourceNotes numbered={numbered} prefix="ownership" />
        </>
      }
      columns={[
        {
          header: t(canoeTabsArea.stewardColumn),
          cell: (ownership) => (
            <>
              <Link to={paths.owner(ownership.owner_id)} className="link">
                {ownership.owner_name}
              </Link>
              <SourceMarks
                numbered={numbered}
                record={{ type: 'ownership', id: ownership.ownership_id }}
                prefix="ownership"
              />
              <KeptMark kept={ownership.kept_for} className="mt-1 flex w-max" />
            </>
          ),
        },
        {
          header: t(canoeTabsArea.fromColumn),
          cell: (ownership) => words(ownership.start_date) || t(canoeTabsArea.unknownDate),
        },
        {
          header: t(canoeTabsArea.toColumn),
          cell: (ownership) => words(ownership.end_date) || t(canoeTabsArea.ownershipPresent),
        },
        {
          header: t(canoeTabsArea.notesColumn),
          className: 'min-w-48 text-stone-700',
          cell: (ownership) => (
            <>
              {ownership.notes ? <p>{ownership.notes}</p> : null}
              {ownership.transfer_reason ? (
                <p className="text-stone-600">
                  {t(canoeTabsArea.transferReason, { reason: ownership.transfer_reason })}
                </p>
              ) : null}
            </>
          ),
        },
        actionsColumn(
          admin,
          'ownership',
          (ownership: Ownership) => ownership.ownership_id,
          (ownership: Ownership) => ({
            kind: 'ownership',
            id: ownership.ownership_id,
            label: label(ownership),
          }),
          (ownership: Ownership) => ({
            kind: 'ownership',
            id: ownership.ownership_id,
            what: t(canoeTabsArea.protectOwnership, { ownership: label(ownership) }),
          }),
        ),
      ]}
    />
  );
}
