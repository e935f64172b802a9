/**
 * The keepers' ways from Places (decision 030): Add Place and Review Origins. Renders nothing for anyone but an
 * administrator, so the public page may render it as it is (better still, loaded lazily for administrators).
 */
import { ListChecks } from 'lucide-react';
import { paths } from '../../../../shared/paths.ts';
import { AddLink } from '../../../components/ui/add-link.tsx';
import { Link } from '../../../lib/routing.tsx';
import { useAuth } from '../../auth/auth-queries.ts';
import { placesArea as area } from '../../../../shared/i18n/messages/places.ts';
import { useI18n } from '../../../lib/i18n.tsx';

export function PlacesAdminLinks() {
  const { t } = useI18n();
  const { isAdmin } = useAuth();
  if (!isAdmin) return null;
  return (
    <div className="flex flex-wrap gap-3 print:hidden">
      <AddLink to={paths.placeNew()}>{t(area.addPlace)}</AddLink>
      <Link to={paths.placeOrigins()} className="btn-secondary">
        <ListChecks aria-hidden="true" className="h-4 w-4" />
        {t(area.reviewOrigins)}
      </Link>
    </div>
  );
}

export default PlacesAdminLinks;
