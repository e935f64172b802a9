import { Link } from '../../lib/routing.tsx';
import { Anchor, FileText, History } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { OwnerDetail } from '../../../shared/api/index.ts';
import { DataTable, linkColumn } from '../../components/ui/data-table.tsx';
import { BilingualText } from '../../components/ui/bilingual-text.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { KeptNotices } from '../../components/ui/kept.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useUrlTab } from '../../lib/use-url-tab.ts';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { canoeNameText } from './owner-card.tsx';
import { useDateWords } from '../../lib/date-words.ts';
import { canoeTypeWords } from '../../../shared/i18n/messages/canoe-types.ts';

const OWNER_TABS = ['fleet', 'history', 'about'] as const;

function TabHeading({ children }: { children: string }) {
  return <h2 className="mb-4 font-display text-2xl font-semibold text-koa-900">{children}</h2>;
}

function FleetPanel({ owner }: { owner: OwnerDetail }) {
  const { t } = useI18n();
  const { words } = useDateWords();
  if (owner.current_canoes.length === 0) {
    return (
      <>
        <TabHeading>{t(stewardsArea.currentFleet)}</TabHeading>
        <EmptyState
          headingLevel={3}
          icon={Anchor}
          title={t(stewardsArea.noFleet)}
          text={t(stewardsArea.noFleetText)}
        />
      </>
    );
  }
  return (
    <>
      <TabHeading>{t(stewardsArea.currentFleet)}</TabHeading>
      <ul className="grid gap-4 sm:grid-cols-2">
        {owner.current_canoes.map((canoe) => (
          <li key={canoe.ownership_id} className="card p-4">
            <h3 className="font-display text-lg font-semibold text-koa-900">
              <Link to={paths.canoe(canoe.canoe_id)} className="link">
                {canoeNameText(t, canoe)}
              </Link>
            </h3>
            <dl className="mt-2 space-y-1 text-sm">
              <div className="flex gap-2">
                <dt className="font-medium text-stone-700">{t(stewardsArea.canoeType)}</dt>
                <dd className="text-stone-600">
                  {canoeTypeWords({ t }, canoe.type_id) ?? (canoe.type_name || t(stewardsArea.unknownType))}
                </dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-medium text-stone-700">{t(stewardsArea.bowNumber)}</dt>
                <dd className="text-stone-600">{canoe.hull_id || t(stewardsArea.noId)}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="font-medium text-stone-700">{t(stewardsArea.since)}</dt>
                <dd className="text-stone-600">{words(canoe.start_date) || t(stewardsArea.unknown)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function HistoryPanel({ owner }: { owner: OwnerDetail }) {
  const { t } = useI18n();
  const { words } = useDateWords();
  return (
    <>
      <TabHeading>{t(stewardsArea.stewardshipHistory)}</TabHeading>
      {owner.ownership_history.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={History}
          title={t(stewardsArea.noHistory)}
          text={t(stewardsArea.noHistoryText)}
        />
      ) : (
        <DataTable
          rows={owner.ownership_history}
          rowKey={(entry) => entry.ownership_id}
          caption={t(stewardsArea.historyCaption, { name: owner.name })}
          columns={[
            linkColumn(t(stewardsArea.columnCanoe), (entry: OwnerDetail['ownership_history'][number]) => ({
              to: paths.canoe(entry.canoe_id),
              text: canoeNameText(t, entry),
            })),
            {
              header: t(stewardsArea.columnBowNumber),
              cell: (entry) => entry.hull_id || t(stewardsArea.noId),
            },
            {
              header: t(stewardsArea.columnFrom),
              cell: (entry) => words(entry.start_date) || t(stewardsArea.unknown),
            },
            {
              header: t(stewardsArea.columnTo),
              cell: (entry) => words(entry.end_date) || t(stewardsArea.present),
            },
          ]}
        />
      )}
      <KeptNotices notices={owner.kept_notices} kinds={['ownership']} />
    </>
  );
}

function AboutPanel({ owner }: { owner: OwnerDetail }) {
  const { t } = useI18n();
  return (
    <>
      <TabHeading>{t(stewardsArea.aboutName, { name: owner.name })}</TabHeading>
      {/* The description in the reader's language first, the other under "Also in …" (decision 027). */}
      <BilingualText
        english={owner.description}
        hawaiian={owner.description_haw}
        className="card p-6 text-stone-800"
        render={(text) => <p className="whitespace-pre-line">{text}</p>}
        empty={
          <EmptyState
            headingLevel={3}
            icon={FileText}
            title={t(stewardsArea.noDescription)}
            text={t(stewardsArea.noDescriptionText)}
          />
        }
      />
    </>
  );
}

export function OwnerTabs({ owner }: { owner: OwnerDetail }) {
  const { t } = useI18n();
  const [tab, setTab, tabHref] = useUrlTab(OWNER_TABS);
  const tabs = [
    { value: 'fleet', label: t(stewardsArea.currentFleet) },
    { value: 'history', label: t(stewardsArea.tabHistory) },
    { value: 'about', label: t(stewardsArea.tabAbout) },
  ];
  return (
    <Tabs value={tab} onValueChange={setTab} hrefOf={tabHref} label={t(stewardsArea.tabsLabel)} tabs={tabs}>
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
