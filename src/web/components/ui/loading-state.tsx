import { LoaderCircle } from 'lucide-react';

/** A spinner with words, announced politely to screen readers. */
export function LoadingState({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex flex-col items-center justify-center gap-3 py-16 text-stone-600"
    >
      <LoaderCircle aria-hidden="true" className="h-8 w-8 animate-spin text-koa-600" />
      <span>{label}</span>
    </div>
  );
}
