import { useQuery } from '@tanstack/react-query';
import { documentedCountQuery } from './home-queries.ts';
import { home } from '../../../shared/i18n/messages/home.ts';
import { useI18n } from '../../lib/i18n.tsx';

function Stat({ value, label, busy = false }: { value: string; label: string; busy?: boolean }) {
  return (
    // The label comes first for assistive technology (dt before dd); the number is shown first.
    <div className="flex flex-col-reverse items-center justify-end gap-1 px-4 py-6 text-center">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="font-display text-3xl font-bold text-koa-700 sm:text-4xl" aria-busy={busy}>
        {value}
      </dd>
    </div>
  );
}

/** Four figures: three estimates about koa and canoe building, and the registry's own live count. */
export function StatsStrip() {
  const { t } = useI18n();
  const count = useQuery(documentedCountQuery());
  const documented = count.data === undefined ? '…' : count.data.toLocaleString('en-US');
  return (
    <section aria-labelledby="stats-title" className="relative z-10 mx-auto -mt-12 max-w-6xl px-4 sm:px-6">
      <h2 id="stats-title" className="sr-only">
        {t(home.statsTitle)}
      </h2>
      <dl className="grid grid-cols-2 divide-stone-200 rounded-2xl border border-stone-200 bg-white shadow-md md:grid-cols-4 md:divide-x">
        <Stat value="~100" label={t(home.statCanoes)} />
        <Stat value="1,000+" label={t(home.statYears)} />
        <Stat value="75-100+" label={t(home.statGrow)} />
        <Stat
          value={count.isError ? '—' : documented}
          label={t(home.statDocumented)}
          busy={count.isPending}
        />
      </dl>
    </section>
  );
}
