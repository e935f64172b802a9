import { Link } from 'react-router';
import type { CanoeName, Ownership } from '../../../../shared/api/index.ts';
import { yearOf } from '../../../lib/format.ts';
import { paths } from '../../../../shared/paths.ts';
import { AddFormSlot, AddFormToggle, DeleteButton } from './admin-controls.tsx';
import type { CanoeAdmin } from './canoe-admin-state.ts';
import { ActionsHeader, TabEmpty, TabTop } from './tab-parts.tsx';

/** Name History: each name with the years it was given and given up. */
export function NamesTab({ names, admin }: { names: CanoeName[]; admin: CanoeAdmin | null }) {
  return (
    <section aria-labelledby="names-heading">
      <TabTop id="names-heading" title="Name History">
        {admin ? <AddFormToggle admin={admin} kind="name" /> : null}
      </TabTop>
      {admin ? <AddFormSlot admin={admin} kind="name" /> : null}
      {names.length === 0 ? (
        <TabEmpty>No names have been recorded for this canoe.</TabEmpty>
      ) : (
        <div className="card mt-4 overflow-x-auto">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Year Assigned</th>
                <th scope="col">Year Ended</th>
                {admin ? <ActionsHeader /> : null}
              </tr>
            </thead>
            <tbody>
              {names.map((name) => (
                <tr key={name.canoe_name_id}>
                  <td className="font-medium text-koa-900">{name.name}</td>
                  <td>{yearOf(name.start_date) ?? 'Unknown'}</td>
                  <td>{name.end_date ? (yearOf(name.end_date) ?? name.end_date) : 'Current'}</td>
                  {admin ? (
                    <td className="text-right">
                      <DeleteButton
                        label={`Delete name ${name.name}`}
                        onClick={() =>
                          admin.requestDelete({ kind: 'name', id: name.canoe_name_id, label: name.name })
                        }
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** 'Keawe ʻOhana, 1950–1980': which ownership a delete button removes. */
const ownershipLabel = (ownership: Ownership) => {
  const from = yearOf(ownership.start_date) ?? 'unknown';
  const to = ownership.end_date ? (yearOf(ownership.end_date) ?? ownership.end_date) : 'present';
  return `${ownership.owner_name}, ${from}–${to}`;
};

/** Ownership: every steward who has held the canoe, oldest first. */
export function OwnershipTab({ ownerships, admin }: { ownerships: Ownership[]; admin: CanoeAdmin | null }) {
  return (
    <section aria-labelledby="ownership-heading">
      <TabTop id="ownership-heading" title="Ownership History">
        {admin ? <AddFormToggle admin={admin} kind="ownership" /> : null}
      </TabTop>
      {admin ? <AddFormSlot admin={admin} kind="ownership" /> : null}
      {ownerships.length === 0 ? (
        <TabEmpty>No ownership history has been recorded for this canoe.</TabEmpty>
      ) : (
        <div className="card mt-4 overflow-x-auto">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Steward</th>
                <th scope="col">From</th>
                <th scope="col">To</th>
                <th scope="col">Notes</th>
                {admin ? <ActionsHeader /> : null}
              </tr>
            </thead>
            <tbody>
              {ownerships.map((ownership) => (
                <tr key={ownership.ownership_id}>
                  <td>
                    <Link to={paths.owner(ownership.owner_id)} className="link">
                      {ownership.owner_name}
                    </Link>
                  </td>
                  <td>{yearOf(ownership.start_date) ?? 'Unknown'}</td>
                  <td>
                    {ownership.end_date ? (yearOf(ownership.end_date) ?? ownership.end_date) : 'Present'}
                  </td>
                  <td className="text-stone-700">
                    {ownership.notes ? <p>{ownership.notes}</p> : null}
                    {ownership.transfer_reason ? (
                      <p className="text-stone-600">Reason for transfer: {ownership.transfer_reason}</p>
                    ) : null}
                  </td>
                  {admin ? (
                    <td className="text-right">
                      <DeleteButton
                        label={`Delete ownership ${ownershipLabel(ownership)}`}
                        onClick={() =>
                          admin.requestDelete({
                            kind: 'ownership',
                            id: ownership.ownership_id,
                            label: ownershipLabel(ownership),
                          })
                        }
                      />
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
