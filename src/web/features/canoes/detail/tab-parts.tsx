import type { ReactNode } from 'react';

export function TabHeading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <h2 id={id} className="font-display text-2xl font-semibold text-koa-900">
      {children}
    </h2>
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
