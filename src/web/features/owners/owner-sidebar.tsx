import type { ReactNode } from 'react';
import { Link } from '../../lib/routing.tsx';
import { Globe, Mail, MapPin, Pencil, Phone, Printer } from 'lucide-react';
import { currentYear } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import type { OwnerDetail } from '../../../shared/api/index.ts';
import { AddLink } from '../../components/ui/add-link.tsx';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { useI18n, type Translator } from '../../lib/i18n.tsx';

function Panel({
  id,
  title,
  className = '',
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`card p-5 ${className}`}>
      <h2 id={id} className="font-display text-xl font-semibold text-koa-900">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** Spec: years active = the current year minus the earliest start year. */
export function fleetSummary(t: Translator['t'], owner: OwnerDetail, year = currentYear()) {
  const unknown = t(stewardsArea.unknown);
  return [
    [t(stewardsArea.currentCanoes), String(owner.canoe_count)],
    [t(stewardsArea.historicalCanoes), String(owner.historical_count)],
    [t(stewardsArea.earliestYear), owner.earliest_year ? String(owner.earliest_year) : unknown],
    [t(stewardsArea.yearsActive), owner.earliest_year ? String(year - owner.earliest_year) : unknown],
  ] as const;
}

function ContactRow({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof Mail;
  label: string;
  children: ReactNode;
}) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-xs font-medium tracking-wide text-stone-600 uppercase">
        <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-koa-600" />
        {label}
      </dt>
      <dd className="mt-0.5 pl-6 break-words text-stone-800">{children}</dd>
    </div>
  );
}

function websiteText(url: string) {
  try {
    const parsed = new URL(url);
    return (parsed.host + parsed.pathname).replace(/\/$/, '');
  } catch {
    return url;
  }
}

export function OwnerSidebar({ owner, isAdmin }: { owner: OwnerDetail; isAdmin: boolean }) {
  const { email, phone, address } = owner.contact;
  const hasContact = Boolean(email || phone || address || owner.website);
  const { t } = useI18n();
  return (
    <div className="space-y-6">
      <Panel id="quick-actions" title={t(stewardsArea.quickActions)} className="print:hidden">
        <div className="flex flex-col gap-2 print:hidden">
          {isAdmin ? (
            <>
              <Link to={paths.ownerEdit(owner.owner_id)} className="btn-secondary">
                <Pencil aria-hidden="true" className="h-4 w-4" />
                {t(stewardsArea.editProfile)}
              </Link>
              <AddLink to={paths.canoeNew()} className="btn-secondary">
                {t(stewardsArea.registerCanoe)}
              </AddLink>
            </>
          ) : null}
          <button type="button" className="btn-secondary" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-4 w-4" />
            {t(stewardsArea.printProfile)}
          </button>
        </div>
      </Panel>
      <Panel id="fleet-summary" title={t(stewardsArea.fleetSummary)}>
        <dl className="grid grid-cols-2 gap-4">
          {fleetSummary(t, owner).map(([label, value]) => (
            <div key={label} className="rounded-lg bg-koa-50 p-3">
              <dt className="text-xs font-medium text-stone-600">{label}</dt>
              <dd className="mt-1 font-display text-2xl font-semibold text-koa-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel id="contact" title={t(stewardsArea.contact)}>
        {hasContact ? (
          <dl className="space-y-3 text-sm">
            {email ? (
              <ContactRow icon={Mail} label={t(stewardsArea.email)}>
                <a href={`mailto:${email}`} className="link break-all">
                  {email}
                </a>
              </ContactRow>
            ) : null}
            {phone ? (
              <ContactRow icon={Phone} label={t(stewardsArea.phone)}>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="link">
                  {phone}
                </a>
              </ContactRow>
            ) : null}
            {address ? (
              <ContactRow icon={MapPin} label={t(stewardsArea.address)}>
                <span className="whitespace-pre-line">{address}</span>
              </ContactRow>
            ) : null}
            {owner.website ? (
              <ContactRow icon={Globe} label={t(stewardsArea.website)}>
                <a href={owner.website} className="link break-all" target="_blank" rel="noopener noreferrer">
                  {websiteText(owner.website)}
                  <span className="sr-only"> {t(stewardsArea.opensInNewTab)}</span>
                </a>
              </ContactRow>
            ) : null}
          </dl>
        ) : (
          <p className="text-sm text-stone-600">{t(stewardsArea.noContact)}</p>
        )}
      </Panel>
    </div>
  );
}
