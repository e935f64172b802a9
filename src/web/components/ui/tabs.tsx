import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

/** Radix tabs (arrow keys move between tabs) in the site's style. */
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
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} activationMode="manual">
      <RadixTabs.List aria-label={label} className="flex gap-1 overflow-x-auto border-b border-stone-200">
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="whitespace-nowrap border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-stone-600 hover:text-koa-800 data-[state=active]:border-koa-600 data-[state=active]:text-koa-800"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Content value={value} className="pt-6">
      {children}
    </RadixTabs.Content>
  );
}
