import { Link } from '../../lib/routing.tsx';
import { BookOpen, Sailboat } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { MakerDetail } from '../../../shared/api/index.ts';
import { isBlankHtml } from '../../lib/sanitize.ts';
import { DataTable, linkColumn } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { KeptNotices } from '../../components/ui/kept.tsx';
import { MomentDate } from '../../components/ui/moment-date.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useUrlTab } from '../../lib/use-url-tab.ts';

const MAKER_TABS = ['about', 'canoes'] as const;

const canoeName = (canoe: { canoe_id: number; canoe_name: string | null }) =>
  canoe.canoe_name || `Canoe #${canoe.canoe_id}`;

function TabHeading({ children }: { children: string }) {
  return <h2 className="mb-4 font-display text-2xl font-semibold text-koa-900">{children}</h2>;
}

function AboutPanel({ maker }: { maker: MakerDetail }) {
  return (
    <>
      <TabHeading>Biography</TabHeading>
      {isBlankHtml(maker.biography) ? (
        <EmptyState
          headingLevel={3}
          icon={BookOpen}
          title="No Biography Available"
          text="This maker's story has not been written yet."
        />
      ) : (
        <div className="card p-6 text-stone-800">
          <RichText html={maker.biography ?? ''} />
        </div>
      )}
      <p className="mt-4 text-sm text-stone-600">
        Added to the registry <MomentDate value={maker.created_at} />.
      </p>
    </>
  );
}

function CanoesMade({ maker }: { maker: MakerDetail }) {
  return (
    <section aria-labelledby="canoes-made">
      <h2 id="canoes-made" className="mb-4 font-display text-2xl font-semibold text-koa-900">
        Canoes
      </h2>
      <DataTable
        rows={maker.canoes}
        rowKey={(canoe) => canoe.canoe_maker_id ?? `direct-${canoe.canoe_id}`}
        caption="Canoes made with this maker"
        columns={[
          linkColumn('Canoe', (canoe: MakerDetail['canoes'][number]) => ({
            to: paths.canoe(canoe.canoe_id),
            text: canoeName(canoe),
          })),
          { header: 'Type', cell: (canoe) => canoe.canoe_type || 'Unknown Type' },
          { header: 'Contribution', cell: (canoe) => canoe.contribution || 'Not recorded' },
        ]}
      />
    </section>
  );
}

function Restorations({ maker }: { maker: MakerDetail }) {
  return (
    <section aria-labelledby="restorations-done">
      <h2 id="restorations-done" className="mb-4 font-display text-2xl font-semibold text-koa-900">
        Restorations
      </h2>
      <ul className="space-y-3">
        {maker.restorations.map((restoration) => (
          <li key={restoration.restoration_id} className="card p-4">
            <h3 className="font-semibold text-koa-900">
              <Link to={paths.canoe(restoration.canoe_id, 'restorations')} className="link">
                {canoeName(restoration)}
              </Link>
            </h3>
            <p className="text-sm text-stone-600">{restoration.restoration_date_words || 'Date unknown'}</p>
            {restoration.description ? (
              <p className="mt-1 text-stone-800">{restoration.description}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function CanoesPanel({ maker }: { maker: MakerDetail }) {
  // Restorations kept from this reader, when their keepers chose to say so (decision 020).
  const notices = <KeptNotices notices={maker.kept_notices} kinds={['restoration']} />;
  if (maker.canoes.length === 0 && maker.restorations.length === 0) {
    return (
      <>
        <TabHeading>Canoes</TabHeading>
        <EmptyState
          headingLevel={3}
          icon={Sailboat}
          title="No Canoes Yet"
          text="No canoes or restorations have been linked to this maker."
        />
        {notices}
      </>
    );
  }
  return (
    <div className="space-y-8">
      {maker.canoes.length > 0 ? <CanoesMade maker={maker} /> : null}
      {maker.restorations.length > 0 ? <Restorations maker={maker} /> : null}
      {notices}
    </div>
  );
}

export function MakerTabs({ maker }: { maker: MakerDetail }) {
  const [tab, setTab, tabHref] = useUrlTab(MAKER_TABS);
  // The canoes made or restored, each once: the same count as the maker's badge and card.
  const count = maker.canoe_count;
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      hrefOf={tabHref}
      label="Maker sections"
      tabs={[
        { value: 'about', label: 'About' },
        { value: 'canoes', label: count ? `Canoes (${count})` : 'Canoes' },
      ]}
    >
      <TabPanel value="about" keepMounted>
        <AboutPanel maker={maker} />
      </TabPanel>
      <TabPanel value="canoes" keepMounted>
        <CanoesPanel maker={maker} />
      </TabPanel>
    </Tabs>
  );
}
