import {
  createContext,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { isPlainClick } from '../../lib/plain-click.ts';

/**
 * Tabs to the WAI-ARIA tabs pattern with manual activation: arrow keys, Home and End move focus between tabs,
 * Enter or Space (or a click) opens one; Tab moves on into the open panel. Written here rather than taken from
 * Radix because the visitor pages that use them must stay small (decision 005); Radix remains for dialogs.
 *
 * Given `hrefOf`, each tab is a link to its own address (the page's ?tab=), which the server renders with that
 * tab open: without JavaScript a tab is followed like any link, and a tab can be opened in a new browser tab
 * (a click with a modifier key). With the app, a plain click or Enter opens it in place (`onValueChange`).
 */

const TabsContext = createContext<{ baseId: string; value: string } | null>(null);

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  label,
  tabs,
  hrefOf,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  tabs: { value: string; label: ReactNode }[];
  /** Each tab's own address: the tabs are then links. */
  hrefOf?: (value: string) => string;
  children: ReactNode;
}) {
  const baseId = useId();
  // The same object while the tab is the same: a new one would reach every part of the panels still showing the
  // server's HTML while their code comes (lib/lazy-component.ts), and React would empty them until it did.
  const context = useMemo(() => ({ baseId, value }), [baseId, value]);
  const buttons = useRef<(HTMLElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const selectedIndex = tabs.findIndex((tab) => tab.value === value);
  // On a phone the tabs scroll sideways: the open one (Media, opened from a link) is centred in the row. Not
  // scrollIntoView, which would scroll the page too when the row is below the screen.
  useEffect(() => {
    const row = list.current;
    const tab = buttons.current[selectedIndex];
    if (row && tab) {
      row.scrollLeft +=
        tab.getBoundingClientRect().left -
        row.getBoundingClientRect().left -
        (row.clientWidth - tab.offsetWidth) / 2;
    }
  }, [selectedIndex]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    // A link answers Enter by itself; Space opens a tab too, as it does a button.
    if (event.key === ' ' && hrefOf) {
      event.preventDefault();
      onValueChange(tabs[index].value);
      return;
    }
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <TabsContext.Provider value={context}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="scroll-shadows flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          const common = {
            ref: (element: HTMLElement | null) => {
              buttons.current[index] = element;
            },
            role: 'tab',
            id: tabId(baseId, tab.value),
            'aria-selected': selected,
            'aria-controls': selected ? panelId(baseId, tab.value) : undefined,
            'data-state': selected ? 'active' : 'inactive',
            tabIndex: selected ? 0 : -1,
            onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
            className:
              'border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-stone-600 hover:text-koa-800 data-[state=active]:border-koa-600 data-[state=active]:text-koa-800',
          };
          return hrefOf ? (
            <a
              key={tab.value}
              {...common}
              href={hrefOf(tab.value)}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onValueChange(tab.value);
              }}
            >
              {tab.label}
            </a>
          ) : (
            <button key={tab.value} {...common} type="button" onClick={() => onValueChange(tab.value)}>
              {tab.label}
            </button>
          );
        })}
      </div>
      {children}
    </TabsContext.Provider>
  );
}

/**
 * A tab's panel: rendered only while its tab is open, or, with `keepMounted`, always: closed, it is hidden on screen
 * (and from assistive technology) and shown on paper, so a printed page carries every tab.
 */
export function TabPanel({
  value,
  keepMounted = false,
  children,
}: {
  value: string;
  keepMounted?: boolean;
  children: ReactNode;
}) {
  const context = useContext(TabsContext);
  if (!context) return null;
  const open = context.value === value;
  if (!open && !keepMounted) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(context.baseId, value)}
      aria-labelledby={tabId(context.baseId, value)}
      tabIndex={open ? 0 : -1}
      data-state={open ? 'active' : 'inactive'}
      className={open ? 'pt-6' : 'hidden pt-6 print:block'}
    >
      {children}
    </div>
  );
}
