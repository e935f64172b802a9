/** The steward form's values, its checks (spec §5, the server's own schema) and the body it sends (spec §7). */
import type { OwnerType } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import { ownerBody } from '../../../shared/schemas.ts';
import type { OwnerDetail } from '../../../shared/api/index.ts';
import { LOGO_TYPES } from '../../lib/read-image-file.ts';
import type { OwnerBodyJson } from './owner-admin-queries.ts';

export interface OwnerFormValues {
  name: string;
  owner_type: string;
  website: string;
  description: string;
  email: string;
  phone: string;
  address: string;
  founded: string;
}

export type OwnerField = keyof OwnerFormValues | 'logo';
export type OwnerFieldErrors = Partial<Record<OwnerField, string>>;

/** Spec §2: the choices offered. 'individual' is the default and is not offered (unless it is already set). */
export const OWNER_TYPE_CHOICES: { value: OwnerType; label: string }[] = [
  { value: 'club', label: 'Club' },
  { value: 'organization', label: 'Private' },
  { value: 'museum', label: 'Public' },
  { value: 'family', label: 'Other' },
];
export const DEFAULT_OWNER_TYPE: OwnerType = 'individual';

export function initialValues(owner: OwnerDetail | null): OwnerFormValues {
  return {
    name: owner?.name ?? '',
    owner_type: owner?.owner_type ?? '',
    website: owner?.website ?? '',
    description: owner?.description ?? '',
    email: owner?.contact.email ?? '',
    phone: owner?.contact.phone ?? '',
    address: owner?.contact.address ?? '',
    founded: owner?.founded == null ? '' : String(owner.founded),
  };
}

/** The fields of the Additional Details section. */
export const DETAIL_FIELDS = ['description', 'email', 'phone', 'address', 'founded'] as const;

/** Spec §2: the section opens by itself when the steward being edited has any of these. */
export const hasAdditionalDetails = (values: OwnerFormValues) =>
  DETAIL_FIELDS.some((field) => values[field].trim() !== '');

export const toOwnerBody = (values: OwnerFormValues): OwnerBodyJson => ({
  name: values.name,
  owner_type: values.owner_type || DEFAULT_OWNER_TYPE,
  website: values.website,
  description: values.description,
  contact: { email: values.email, phone: values.phone, address: values.address },
  founded: values.founded,
});

/** The server's 400 field names (dotted paths) → the form's fields. */
export const SERVER_FIELDS: Record<string, OwnerField> = {
  name: 'name',
  owner_type: 'owner_type',
  website: 'website',
  description: 'description',
  'contact.email': 'email',
  'contact.phone': 'phone',
  'contact.address': 'address',
  founded: 'founded',
  mime_type: 'logo',
  data: 'logo',
};

/** The spec's logo types (JPEG, PNG, GIF, SVG); the server checks the bytes again. */
export const logoError = (file: File): string | null =>
  LOGO_TYPES.includes(file.type) ? null : messages.imageType;

/** The same schema the server applies, so the messages (spec §5) are the server's, word for word. */
export function checkOwner(values: OwnerFormValues, logo: File | null): OwnerFieldErrors {
  const errors: OwnerFieldErrors = {};
  const result = ownerBody.safeParse(toOwnerBody(values));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = SERVER_FIELDS[issue.path.join('.')];
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  const badLogo = logo ? logoError(logo) : null;
  if (badLogo) errors.logo = badLogo;
  return errors;
}
