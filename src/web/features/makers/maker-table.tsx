import { paths } from '../../../shared/paths.ts';
import type { Maker } from '../../../shared/api/index.ts';
import { RecordTable, type Column } from '../../components/ui/data-table.tsx';
import { MomentDate } from '../../components/ui/moment-date.tsx';
import { capitalise } from '../../lib/format.ts';
import { makerName, makerRoleName, rolesOfRepeatedPeople } from './maker-list-params.ts';

/** A person listed in more than one row is named with the row's role ('Kaleo Akiona, apprentice'). */
const recordOf = (repeated: Map<number, Maker[]>) => (maker: Maker) => ({
  name: repeated.has(maker.person_id) ? makerRoleName(maker) : makerName(maker),
  view: paths.maker(maker.maker_id),
  edit: paths.makerEdit(maker.maker_id),
});

const COLUMNS: Column<Maker>[] = [
  { header: 'Type', cell: (maker) => capitalise(maker.maker_type) },
  { header: 'Canoes', cell: (maker) => maker.canoe_count },
  { header: 'Added', cell: (maker) => <MomentDate value={maker.created_at} /> },
];

/** The list view; Edit shows to admins only (spec §2). */
export function MakerTable({
  makers,
  isAdmin,
  caption,
}: {
  makers: Maker[];
  isAdmin: boolean;
  caption: string;
}) {
  const record = recordOf(rolesOfRepeatedPeople(makers));
  return <RecordTable rows={makers} record={record} columns={COLUMNS} canEdit={isAdmin} caption={caption} />;
}
