import { Link } from '../../lib/routing.tsx';
import { BookOpen, Sailboat } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import type { MakerDetail } from '../../../shared/api/index.ts';
import { DataTable, linkColumn } from '../../components/ui/data-table.tsx';
import { BilingualText } from '../../components/ui/bilingual-text.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { KeptNotices } from '../../components/ui/kept.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { useMomentWords } from '../../lib/moment-words.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';
import { useUrlTab } from '../../lib/use-url-tab.ts';
import { makersArea } from '../../../shared/i18n/messages/makers.ts';
import { useDateWords } from '../../lib/date-words.ts';

const MAKER_TABS = ['about', 'canoes'] as const;

const canoeName = (canoe: { canoe_id: number; canoe_name: string | null }, t: Translator['t']) =>
  canoe.canoe_name || t(makersArea.canoeNumber, { id: canoe.canoe_id });

function TabHeading({ children }: { children: string }) {
  return <h2 className="mb-4 font-display text-2xl font-semibold text-koa-900">{children}</h2>;
}

function AboutPanel({ maker }: { maker: MakerDetail }) {
  const { t } = useI18n();
  const moments = useMomentWords();
  return (
    <>
      <TabHeading>{t(makersArea.biographyHeading)}</TabHeading>
      {/* The biography in the reader's language first, the other under "Also in …" (decision 027). */}
      <BilingualText
        english={maker.biography}
        hawaiian={maker.biography_haw}
        className="card p-6 text-stone-800"
        render={(html) => <RichText html={html} />}
        empty={
          <EmptyState
            headingLevel={3}
            icon={BookOpen}
            title={t(makersArea.noBiographyTitle)}
            text={t(makersArea.noBiographyText)}
          />
        }
      />
      <p className="mt-4 text-sm text-stone-600">
        {t(makersArea.addedToRegistry, { date: moments.day(maker.created_at) })}
      </p>
    </>
  );
}

function CanoesMade({ maker }: { maker: MakerDetail }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="canoes-made">
      <h2 id="canoes-made" className="mb-4 font-display text-2xl font-semibold text-koa-900">
        {t(makersArea.canoesHeading)}
      </h2>
      <DataTable
        rows={maker.canoes}
        rowKey={(canoe) => canoe.canoe_maker_id ?? `direct-${canoe.canoe_id}`}
        caption={t(makersArea.canoesCaption)}
        columns={[
          linkColumn(t(makersArea.columnCanoe), (canoe: MakerDetail['canoes'][number]) => ({
            to: paths.canoe(canoe.canoe_id),
            text: canoeName(canoe, t),
          })),
          {
            header: t(makersArea.columnType),
            cell: (canoe) => canoe.canoe_type || t(makersArea.unknownType),
          },
          {
            header: t(makersArea.columnContribution),
            cell: (canoe) => canoe.contribution || t(makersArea.notRecorded),
          },
        ]}
      />
    </section>
  );
}

function Restorations({ maker }: { maker: MakerDetail }) {
  const { t } = useI18n();
  const { words } = useDateWords();
  return (
    <section aria-labelledby="restorations-done">
      <h2 id="restorations-done" className="mb-4 font-display text-2xl font-semibold text-koa-900">
        {t(makersArea.restorationsHeading)}
      </h2>
      <ul className="space-y-3">
        {maker.restorations.map((restoration) => (
          <li key={restoration.restoration_id} className="card p-4">
            <h3 className="font-semibold text-koa-900">
              <Link to={paths.canoe(restoration.canoe_id, 'restorations')} className="link">
                {canoeName(restoration, t)}
              </Link>
            </h3>
            <p className="text-sm text-stone-600">
              {words(restoration.restoration_date) || t(makersArea.dateUnknown)}
            </p>
            {/* Its description in the reader's language first, the other under "Also in …" (decision 027). */}
            <BilingualText
              english={restoration.description}
              hawaiian={restoration.description_haw}
              className="mt-1 text-stone-800"
              render={(text) => <p>{text}</p>}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

function CanoesPanel({ maker }: { maker: MakerDetail }) {
  const { t } = useI18n();
  // Restorations kept from this reader, when their keepers chose to say so (decision 020).
  const notices = <KeptNotices notices={maker.kept_notices} kinds={['restoration']} />;
  if (maker.canoes.length === 0 && maker.restorations.length === 0) {
    return (
      <>
        <TabHeading>{t(makersArea.canoesHeading)}</TabHeading>
        <EmptyState
          headingLevel={3}
          icon={Sailboat}
          title={t(makersArea.noCanoesTitle)}
          text={t(makersArea.noCanoesText)}
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
  const { t } = useI18n();
  const [tab, setTab, tabHref] = useUrlTab(MAKER_TABS);
  // The canoes made or restored, each once: the same count as the maker's badge and card.
  const count = maker.canoe_count;
  return (
    <Tabs
      value={tab}
      onValueChange={setTab}
      hrefOf={tabHref}
      label={t(makersArea.sections)}
      tabs={[
        { value: 'about', label: t(makersArea.tabAbout) },
        { value: 'canoes', label: t(makersArea.tabCanoes, { count }) },
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
