import { Link } from '../../../lib/routing.tsx';
import type { CanoeName, Ownership, Source } from '../../../../shared/api/index.ts';
import { numberSources, SourceMarks, SourceNotes } from '../sources/source-notes.tsx';
import { paths } from '../../../../shared/paths.ts';
import { actionsColumn, HistorySection } from './admin-controls.tsx';
import type { CanoeAdmin } from './canoe-admin-state.ts';
import type { KeptNotice } from '../../../../shared/api/protocols.ts';
import { KeptMark, KeptNotices } from '../../../components/ui/kept.tsx';

/** An end date in words (as precise as it was given), or `open` ('Current', 'Present') while there is none. */
const endWords = (words: string | null, open: string) => words || open;

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
          header: 'Name',
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
        { header: 'Year Assigned', cell: (name) => name.start_date_words || 'Unknown' },
        { header: 'Year Ended', cell: (name) => endWords(name.end_date_words, 'Current') },
        actionsColumn(
          admin,
          'name',
          (name: CanoeName) => name.canoe_name_id,
          (name: CanoeName) => ({
            kind: 'name',
            id: name.canoe_name_id,
            label: name.name,
          }),
          (name: CanoeName) => ({ kind: 'name', id: name.canoe_name_id, what: `The name ${name.name}` }),
        ),
      ]}
    />
  );
}

/** 'Keawe ʻOhana, 1950–1980': which ownership an Edit or Delete button acts on. */
const ownershipLabel = (ownership: Ownership) =>
  `${ownership.owner_name}, ${ownership.start_date_words} to ${endWords(ownership.end_date_words, 'present')}`;

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
  const numbered = numberSources(
    sources,
    ownerships.map((ownership) => ({
      type: 'ownership',
      id: ownership.ownership_id,
      label: ownershipLabel(ownership),
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
          header: 'Steward',
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
        { header: 'From', cell: (ownership) => ownership.start_date_words || 'Unknown' },
        { header: 'To', cell: (ownership) => endWords(ownership.end_date_words, 'Present') },
        {
          header: 'Notes',
          className: 'min-w-48 text-stone-700',
          cell: (ownership) => (
            <>
              {ownership.notes ? <p>{ownership.notes}</p> : null}
              {ownership.transfer_reason ? (
                <p className="text-stone-600">Reason for transfer: {ownership.transfer_reason}</p>
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
            label: ownershipLabel(ownership),
          }),
          (ownership: Ownership) => ({
            kind: 'ownership',
            id: ownership.ownership_id,
            what: `The ownership of ${ownershipLabel(ownership)}`,
          }),
        ),
      ]}
    />
  );
}
