import { Suspense, useEffect, useRef } from 'react';
import { useNavigate } from '../../../lib/routing.tsx';
import { KeptWithin } from '../../../components/ui/kept.tsx';
import { Tabs, TabPanel } from '../../../components/ui/tabs.tsx';
import type { CanoeDetail } from '../../../../shared/api/index.ts';
import { useUrlTab } from '../../../lib/use-url-tab.ts';
import { paths } from '../../../../shared/paths.ts';
import { deferredComponent, lazyComponent } from '../../../lib/lazy-component.ts';
import { REDIRECT_AFTER_CANOE_DELETE_MS, useCanoeAdmin } from './canoe-admin-state.ts';
import { deletedState, RouteNotice } from '../../../components/ui/route-notice.tsx';
import { CanoeHeader } from './canoe-header.tsx';
import { CanoeHero } from './canoe-hero.tsx';
import { CurrentOwnerBox, RecentActivityBox } from './canoe-sidebar.tsx';
import { DetailsTab } from './details-tab.tsx';
import { CANOE_TAB_VALUES, CANOE_TABS, type CanoeTab } from './canoe-tabs.ts';
import { useCanoeSources } from './canoe-detail-queries.ts';
import { CanoeTkLabelsBox } from '../../tk-labels/index.ts';
import { useI18n } from '../../../lib/i18n.tsx';
import { canoeArea } from '../../../../shared/i18n/messages/canoe.ts';

/*
 * The Details tab opens with the page; the other tabs, and the administrators' row controls they carry, are one
 * chunk of their own (closed-tabs.ts). A page loaded with ?tab= fetches it before hydrating (`preloadCanoeTab`,
 * from the page's `ready`). Every tab's panel is rendered, the closed ones hidden on screen and shown on paper, so a
 * printed canoe carries the whole record (issue 31 item 10): the server renders them all, and in the browser each
 * closed one waits for the chunk behind a Suspense boundary of its own, so the page hydrates without them.
 */
/**
 * The closed tabs' code is asked for once the reader reaches for the tabs (points at them, focuses them, or the
 * address names one), is about to print, or once the page is in use and the browser idle, whichever comes first
 * (`useClosedTabsWhenIdle`): until then the closed panels show the server's HTML, on screen hidden and on paper.
 */
let wantClosedTabs = () => {};
const closedTabsWanted =
  typeof window === 'undefined'
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        wantClosedTabs = resolve;
      });

/** After the page has hydrated: when the browser is next idle (or about to print), fetch the closed tabs. */
function useClosedTabsWhenIdle() {
  useEffect(() => {
    window.addEventListener('beforeprint', wantClosedTabs, { once: true });
    if (!('requestIdleCallback' in window)) {
      const timer = setTimeout(wantClosedTabs, 500);
      return () => clearTimeout(timer);
    }
    const idle = window.requestIdleCallback(wantClosedTabs, { timeout: 3_000 });
    return () => window.cancelIdleCallback(idle);
  }, []);
}
const closedTabs = () => closedTabsWanted.then(() => import('./closed-tabs.ts'));
const NamesTab = lazyComponent(() => closedTabs().then((tabs) => tabs.NamesTab));
const OwnershipTab = lazyComponent(() => closedTabs().then((tabs) => tabs.OwnershipTab));
const RestorationsTab = lazyComponent(() => closedTabs().then((tabs) => tabs.RestorationsTab));
const RacesTab = lazyComponent(() => closedTabs().then((tabs) => tabs.RacesTab));
const MediaTab = lazyComponent(() => closedTabs().then((tabs) => tabs.MediaTab));
const StoriesTab = lazyComponent(() => closedTabs().then((tabs) => tabs.StoriesTab));
// Administrators only: the delete confirmation's slot and the notices of what their changes did.
const DeleteDialogSlot = lazyComponent(() =>
  import('./admin-controls.tsx').then((admin) => admin.DeleteDialogSlot),
);
const QuickActions = lazyComponent(() => import('./quick-actions.tsx').then((admin) => admin.QuickActions));
const AdminNotices = lazyComponent(() => import('./admin-controls.tsx').then((admin) => admin.AdminNotices));

// Read, not used at first: how to cite the canoe, at the page's foot.
const HowToCite = deferredComponent(() =>
  import('../../../components/ui/how-to-cite.tsx').then((cite) => cite.HowToCite),
);

const LAZY_TABS: Partial<Record<CanoeTab, { preload: () => Promise<unknown> }>> = {
  names: NamesTab,
  ownership: OwnershipTab,
  restorations: RestorationsTab,
  races: RacesTab,
  media: MediaTab,
  stories: StoriesTab,
};

/** Fetch the code of the tab `?tab=` names (nothing for Details or an unknown tab, which opens Details). */
export function preloadCanoeTab(requested: string | null): Promise<unknown> {
  const tab = CANOE_TAB_VALUES.find((value) => value === requested);
  if (!tab || !LAZY_TABS[tab]) return Promise.resolve();
  wantClosedTabs();
  return LAZY_TABS[tab].preload();
}

const preloadAllTabs = () => {
  wantClosedTabs();
  for (const tab of Object.values(LAZY_TABS)) void tab.preload();
};

/** Bring the tab list into view and put focus on the open tab, so keyboard and screen-reader users follow along. */
function revealTabs(container: HTMLElement | null) {
  if (!container) return;
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  container.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  container.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus({ preventScroll: true });
}

export function CanoeDetailView({
  canoe,
  title,
  isAdmin,
}: {
  canoe: CanoeDetail;
  title: string;
  isAdmin: boolean;
}) {
  const { t } = useI18n();
  const [tab, setTab, tabHref] = useUrlTab(CANOE_TAB_VALUES);
  const tabsRef = useRef<HTMLDivElement>(null);
  const revealPending = useRef(false);
  const controls = useCanoeAdmin(canoe.canoe_id, tab);
  const admin = isAdmin ? controls.admin : null;
  const navigate = useNavigate();
  const { canoeDeleted } = controls;
  const sources = useCanoeSources(canoe.canoe_id).data;
  useClosedTabsWhenIdle();

  // The spec's half-second pause after a canoe is deleted, with the news on screen, then on to the registry, which
  // says what was deleted and offers Undo. (Its cached copy is already marked stale: coming Back, the page asks
  // again and shows Canoe Not Found.)
  useEffect(() => {
    if (!canoeDeleted) return;
    const deleted = deletedState({
      what: t(canoeArea.deletedWhat, { name: title }),
      record_type: 'canoe',
      record_id: canoe.canoe_id,
      path: paths.canoe(canoe.canoe_id),
    });
    const timer = window.setTimeout(
      () => void navigate(paths.canoes(), { state: deleted }),
      REDIRECT_AFTER_CANOE_DELETE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [canoeDeleted, navigate, title, canoe.canoe_id, t]);

  // Runs after the new tab is rendered, so its panel is there to scroll to.
  useEffect(() => {
    if (!revealPending.current) return;
    revealPending.current = false;
    revealTabs(tabsRef.current);
  }, [tab]);

  /** Open a tab from elsewhere on the page (the photo count, Quick Actions) and take the reader there. */
  const openTab = (next: CanoeTab) => {
    if (next === tab) {
      revealTabs(tabsRef.current);
      return;
    }
    revealPending.current = true;
    setTab(next);
  };

  return (
    <KeptWithin kept={canoe.kept_for}>
      <div>
        <CanoeHero
          title={title}
          media={canoe.media}
          photosHref={tabHref('media')}
          onShowPhotos={() => openTab('media')}
        />
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <RouteNotice dismissIcon />
          <CanoeHeader
            canoe={canoe}
            title={title}
            isAdmin={isAdmin}
            deleted={canoeDeleted}
            onDelete={() => controls.admin.requestDelete({ kind: 'canoe', label: title })}
          />
          {/*
           * On a phone, one column in reading order: who holds the canoe (a few lines), the record itself, then the
           * keeper's tools (Quick Actions and a Recent Activity that grows with every change), so the record is not
           * pushed a screen or more down. From lg, the record on the left and the steward and tools in a column on
           * the right, as before; the DOM order is the phone's, so the keyboard follows what is read.
           */}
          <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-y-6">
            <div className="lg:col-start-2 lg:row-start-1">
              <CurrentOwnerBox
                canoeId={canoe.canoe_id}
                ownerships={canoe.ownership_history}
                isAdmin={isAdmin}
              />
              {/* A keeper's labels box (with its editing) goes with the tools, under Quick Actions. */}
              {isAdmin ? null : (
                <div className="mt-6 empty:hidden">
                  <CanoeTkLabelsBox canoeId={canoe.canoe_id} isAdmin={false} />
                </div>
              )}
            </div>
            <div
              ref={tabsRef}
              className="min-w-0 scroll-mt-24 lg:col-start-1 lg:row-span-2 lg:row-start-1"
              onPointerEnter={preloadAllTabs}
              onFocus={preloadAllTabs}
            >
              <Tabs
                value={tab}
                onValueChange={setTab}
                hrefOf={tabHref}
                label={t(canoeArea.tabsLabel)}
                tabs={CANOE_TABS.map(({ value, label }) => ({ value, label: t(label) }))}
              >
                <TabPanel value="details" keepMounted>
                  <DetailsTab canoe={canoe} isAdmin={isAdmin} sources={sources} />
                </TabPanel>
                <TabPanel value="names" keepMounted>
                  <Suspense fallback={null}>
                    <NamesTab
                      names={canoe.names}
                      admin={admin}
                      sources={sources}
                      notices={canoe.kept_notices}
                    />
                  </Suspense>
                </TabPanel>
                <TabPanel value="ownership" keepMounted>
                  <Suspense fallback={null}>
                    <OwnershipTab
                      ownerships={canoe.ownership_history}
                      admin={admin}
                      sources={sources}
                      notices={canoe.kept_notices}
                    />
                  </Suspense>
                </TabPanel>
                <TabPanel value="restorations" keepMounted>
                  <Suspense fallback={null}>
                    <RestorationsTab
                      canoeId={canoe.canoe_id}
                      admin={admin}
                      sources={sources}
                      notices={canoe.kept_notices}
                    />
                  </Suspense>
                </TabPanel>
                <TabPanel value="races" keepMounted>
                  <Suspense fallback={null}>
                    <RacesTab
                      canoeId={canoe.canoe_id}
                      admin={admin}
                      sources={sources}
                      notices={canoe.kept_notices}
                    />
                  </Suspense>
                </TabPanel>
                <TabPanel value="media" keepMounted>
                  <Suspense fallback={null}>
                    <MediaTab
                      canoeId={canoe.canoe_id}
                      title={title}
                      media={canoe.media}
                      isAdmin={isAdmin}
                      notices={canoe.kept_notices}
                    />
                  </Suspense>
                </TabPanel>
                <TabPanel value="stories" keepMounted>
                  <Suspense fallback={null}>
                    <StoriesTab canoeId={canoe.canoe_id} isAdmin={isAdmin} notices={canoe.kept_notices} />
                  </Suspense>
                </TabPanel>
              </Tabs>
            </div>
            {isAdmin ? (
              <div className="space-y-6 self-start lg:col-start-2 lg:row-start-2 print:hidden">
                <Suspense fallback={null}>
                  <QuickActions
                    canoeId={canoe.canoe_id}
                    onAddRestoration={() => {
                      controls.openFormQuietly('restoration');
                      openTab('restorations');
                    }}
                  />
                </Suspense>
                <CanoeTkLabelsBox canoeId={canoe.canoe_id} isAdmin />
                <RecentActivityBox canoeId={canoe.canoe_id} />
              </div>
            ) : null}
          </div>
          <HowToCite title={title} kind="Canoe" path={paths.canoe(canoe.canoe_id)} className="mt-10" />
        </div>
        {isAdmin ? (
          <Suspense fallback={null}>
            <DeleteDialogSlot canoeId={canoe.canoe_id} dialog={controls.dialog} />
            <AdminNotices
              failure={controls.failure}
              onDismiss={controls.dismissFailure}
              announcement={controls.announcement}
            />
          </Suspense>
        ) : null}
      </div>
    </KeptWithin>
  );
}
