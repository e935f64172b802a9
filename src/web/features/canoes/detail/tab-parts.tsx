import type { ReactNode } from 'react';
import { LoadingState } from '../../../components/ui/loading-state.tsx';

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

/** A tab's records, given or loading on their own (the race history). */
export interface TabListState<T> {
  isPending?: boolean;
  isError?: boolean;
  data: T[] | undefined;
}

/**
 * A tab's records: the loading line (`loading`) or the failure (`failed`), the note when there are none (`empty`),
 * else what `children` makes of them.
 */
export function TabList<T>({
  list,
  loading,
  failed,
  empty,
  children,
}: {
  list: TabListState<T>;
  loading: string;
  failed: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  if (list.isPending) return <LoadingState label={loading} />;
  if (list.isError) return <TabError>{failed}</TabError>;
  const items = list.data ?? [];
  return items.length === 0 ? <TabEmpty>{empty}</TabEmpty> : children(items);
}
