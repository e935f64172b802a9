import {
  createContext,
  useContext,
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * Tabs to the WAI-ARIA tabs pattern with manual activation: arrow keys, Home and End move focus between tabs,
 * Enter or Space (or a click) opens one; Tab moves on into the open panel. Written here rather than taken from
 * Radix because the visitor pages that use them must stay small (decision 005); Radix remains for dialogs.
 */

const TabsContext = createContext<{ baseId: string; value: string } | null>(null);

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

export function Tabs({
  value,
  onValueChange,
  label,
  tabs,
  children,
}: {
  value: string;
  onValueChange: (value: string) => void;
  label: string;
  tabs: { value: string; label: ReactNode }[];
  children: ReactNode;
}) {
  const baseId = useId();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
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

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
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
    <TabsContext.Provider value={{ baseId, value }}>
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="flex gap-1 overflow-x-auto border-b border-stone-200"
      >
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(baseId, tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId(baseId, tab.value) : undefined}
              data-state={selected ? 'active' : 'inactive'}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="border-b-2 border-transparent px-4 py-2.5 text-sm font-medium whitespace-nowrap text-stone-600 hover:text-koa-800 data-[state=active]:border-koa-600 data-[state=active]:text-koa-800"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {children}
    </TabsContext.Provider>
  );
}

/** A tab's panel: rendered only while its tab is open. */
export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  const context = useContext(TabsContext);
  if (!context || context.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(context.baseId, value)}
      aria-labelledby={tabId(context.baseId, value)}
      tabIndex={0}
      data-state="active"
      className="pt-6"
    >
      {children}
    </div>
  );
}
