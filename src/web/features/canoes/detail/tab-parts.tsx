import type { ReactNode } from 'react';

export function TabHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-display text-2xl font-semibold text-koa-900">
      {children}
    </h2>
  );
}

/** A tab's heading with its buttons (an administrator's 'Add …') on the right. */
export function TabTop({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <TabHeading id={id}>{title}</TabHeading>
      {children ? <div className="flex flex-wrap gap-3">{children}</div> : null}
    </div>
  );
}

/** The heading cell over a column of row buttons: named for screen readers only. */
export function ActionsHeader() {
  return (
    <th scope="col">
      <span className="sr-only">Actions</span>
    </th>
  );
}

/** A tab with nothing in it yet. */
export function TabEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="mt-4 rounded-lg border border-dashed border-stone-300 bg-white px-6 py-10 text-center text-stone-600">
      {children}
    </p>
  );
}

/** A tab's own list failed while the rest of the page loaded. */
export function TabError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-6 py-4 text-red-800">
      {children}
    </p>
  );
}
