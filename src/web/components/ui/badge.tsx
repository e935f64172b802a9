import type { ReactNode } from 'react';

const tones = {
  koa: 'bg-koa-100 text-koa-800',
  ocean: 'bg-ocean-100 text-ocean-800',
  stone: 'bg-stone-100 text-stone-700',
  green: 'bg-emerald-100 text-emerald-800',
};

export function Badge({ children, tone = 'koa' }: { children: ReactNode; tone?: keyof typeof tones }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
