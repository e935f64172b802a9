import { paths } from '../../../shared/paths.ts';
import type { Maker } from '../../../shared/api/index.ts';
import { RecordTable, type Column } from '../../components/ui/data-table.tsx';
import { MomentDate } from '../../components/ui/moment-date.tsx';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';
import { makerName, makerRoleName, rolesOfRepeatedPeople } from './maker-list-params.ts';

type Translate = Translator['t'];

/** A person listed in more than one row is named with the row's role ('Kaleo Akiona, apprentice'). */
const recordOf = (repeated: Map<number, Maker[]>, t: Translate) => (maker: Maker) => ({
  name: repeated.has(maker.person_id) ? makerRoleName(maker, t) : makerName(maker, t),
  view: paths.maker(maker.maker_id),
  edit: paths.makerEdit(maker.maker_id),
});

const columns = (t: Translate): Column<Maker>[] => [
  { header: t(makersArea.columnType), cell: (maker) => t(makersArea.typeName, { type: maker.maker_type }) },
  { header: t(makersArea.columnCanoes), cell: (maker) => maker.canoe_count },
  { header: t(makersArea.columnAdded), cell: (maker) => <MomentDate value={maker.created_at} /> },
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
  const { t } = useI18n();
  const record = recordOf(rolesOfRepeatedPeople(makers), t);
  return (
    <RecordTable rows={makers} record={record} columns={columns(t)} canEdit={isAdmin} caption={caption} />
  );
}
