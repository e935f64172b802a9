import type { ReactNode } from 'react';
import { Link } from '../../lib/routing.tsx';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { siteConfig } from '../../lib/site-config.ts';
import { ui } from '../../../shared/i18n/messages/ui.ts';
import { useI18n } from '../../lib/i18n.tsx';

/**
 * A link that leaves the site. Web addresses open in a new tab (said to screen readers too) so a visitor filling
 * in the outside form keeps their place here; mailto: links open the mail program as usual.
 */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const web = /^https?:/i.test(href);
  return (
    <a href={href} className={className} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {web ? (
        <>
          <ExternalIcon aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="sr-only"> {t(ui.newTab)}</span>
        </>
      ) : null}
    </a>
  );
}

/** A path of this site ('/share?kind=new_canoe'), not a protocol-relative address ('//elsewhere.example'). */
const isSitePath = (href: string) => /^\/(?![/\\])/.test(href);

/**
 * Where a canoe's story is registered (REGISTER_FORM_URL): the site's own share form by default, an in-app link;
 * or an outside form or mail link an operator chose instead.
 */
export function RegisterFormLink({ className, children }: { className?: string; children: ReactNode }) {
  const href = siteConfig().registerFormUrl;
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <ExternalLink href={href} className={className}>
      {children}
    </ExternalLink>
  );
}

export const contactMailto = (subject?: string) =>
  `mailto:${siteConfig().contactEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;

/** The registry's mail address, written out, as a mailto: link. */
export function ContactEmailLink({ subject, className = 'link' }: { subject?: string; className?: string }) {
  return (
    <a href={contactMailto(subject)} className={className}>
      {siteConfig().contactEmail}
    </a>
  );
}
