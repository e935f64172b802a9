import { Link } from '../../lib/routing.tsx';
import { Anchor, FileText, History } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { OwnerDetail } from '../../../shared/api/index.ts';
import { DataTable, linkColumn } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { KeptNotices } from '../../components/ui/kept.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useUrlTab } from '../../lib/use-url-tab.ts';

const OWNER_TABS = ['fleet', 'history', 'about'] as const;
const TAB_LABELS = [
  { value: 'fleet', label: 'Current Fleet' },
  { value: 'history', label: 'History' },
  { value: 'about', label: 'About' },
];

const canoeName = (canoe: { canoe_id: number; name: string | null }) =>
  canoe.name || `Canoe #${canoe.canoe_id}`;

function TabHeading({ children }: { children: string }) {
  return <h2 className="mb-4 font-display text-2xl font-semibold text-koa-900">{children}</h2>;
}

function FleetPanel({ owner }: { owner: OwnerDetail }) {
  if (owner.current_canoes.length === 0) {
    return (
      <>
        <TabHeading>Current Fleet</TabHeading>
        <EmptyState
          headingLevel={3}
          icon={Anchor}
          title="No Canoes in Fleet"
          text="This steward has no canoes in their care right now."
        />
      </>
    );
  }
  return (
    <>
      <TabHeading>Current Fleet</TabHeading>
      <ul className="grid gap-4 sm:grid-cols-2">
        {owner.current_canoes.map((canoe) => (
          <li key={canoe.ownership_id} className="card p-4">
            <h3 className="font-display text-lg font-semibold text-koa-900">
              <Link to={paths.canoe(canoe.canoe_id)} className="link">
                {canoeName(canoe)}
              </Link>
            </h3>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="font-medium text-stone-700">Type:</dt>
                <dd className="text-stone-600">{canoe.type_name || 'Unknown Type'}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-medium text-stone-700">Bow Number:</dt>
                <dd className="text-stone-600">{canoe.hull_id || 'No ID'}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-medium text-stone-700">Since:</dt>
                <dd className="text-stone-600">{canoe.start_date_words || 'Unknown'}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function HistoryPanel({ owner }: { owner: OwnerDetail }) {
  return (
    <>
      <TabHeading>Stewardship History</TabHeading>
      {owner.ownership_history.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={History}
          title="No Stewardship History"
          text="No canoes have been recorded in this steward's care."
        />
      ) : (
        <DataTable
          rows={owner.ownership_history}
          rowKey={(entry) => entry.ownership_id}
          caption={`Canoes in the care of ${owner.name}, newest first`}
          columns={[
            linkColumn('Canoe', (entry: OwnerDetail['ownership_history'][number]) => ({
              to: paths.canoe(entry.canoe_id),
              text: canoeName(entry),
            })),
            { header: 'Bow Number', cell: (entry) => entry.hull_id || 'No ID' },
            { header: 'From', cell: (entry) => entry.start_date_words || 'Unknown' },
            { header: 'To', cell: (entry) => entry.end_date_words || 'Present' },
          ]}
        />
      )}
      <KeptNotices notices={owner.kept_notices} kinds={['ownership']} />
    </>
  );
}

function AboutPanel({ owner }: { owner: OwnerDetail }) {
  return (
    <>
      <TabHeading>{`About ${owner.name}`}</TabHeading>
      {owner.description?.trim() ? (
        <p className="card p-6 whitespace-pre-line text-stone-800">{owner.description}</p>
      ) : (
        <EmptyState
          headingLevel={3}
          icon={FileText}
          title="No Description Available"
          text="This steward's story has not been written yet."
        />
      )}
    </>
  );
}

export function OwnerTabs({ owner }: { owner: OwnerDetail }) {
  const [tab, setTab, tabHref] = useUrlTab(OWNER_TABS);
  return (
    <Tabs value={tab} onValueChange={setTab} hrefOf={tabHref} label="Steward sections" tabs={TAB_LABELS}>
      <TabPanel value="fleet" keepMounted>
        <FleetPanel owner={owner} />
      </TabPanel>
      <TabPanel value="history" keepMounted>
        <HistoryPanel owner={owner} />
      </TabPanel>
      <TabPanel value="about" keepMounted>
        <AboutPanel owner={owner} />
      </TabPanel>
    </Tabs>
  );
}
