import { paths } from '../../../shared/paths.ts';
import type { Maker } from '../../../shared/api/index.ts';
import { RecordTable, type Column } from '../../components/ui/data-table.tsx';
import { capitalise, formatDate } from '../../lib/format.ts';
import { makerName } from './maker-list-params.ts';

const record = (maker: Maker) => ({
  name: makerName(maker),
  view: paths.maker(maker.maker_id),
  edit: paths.makerEdit(maker.maker_id),
});

const COLUMNS: Column<Maker>[] = [
  { header: 'Type', cell: (maker) => capitalise(maker.maker_type) },
  { header: 'Canoes', cell: (maker) => maker.canoe_count },
  { header: 'Added', cell: (maker) => formatDate(maker.created_at) },
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
  return <RecordTable rows={makers} record={record} columns={COLUMNS} canEdit={isAdmin} caption={caption} />;
}
