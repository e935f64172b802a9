/**
 * The steward form (spec §2 "Steward form"): name, type, website, logo, and the Additional Details section
 * (description, its ʻŌlelo Hawaiʻi version (decision 027), contact, founded year). The steward is saved first, then its logo; a logo the server refuses
 * never undoes the steward (spec §4).
 */
import { useId, useState } from 'react';
import { useNavigate } from '../../lib/routing.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import type { OwnerType } from '../../../shared/constants.ts';
import { paths } from '../../../shared/paths.ts';
import { ownerBody } from '../../../shared/api/owners.ts';
import type { DialogFormProps } from '../../components/form/create-record-dialog.tsx';
import { FormFooter } from '../../components/form/form-buttons.tsx';
import { DuplicateMatches, useDuplicateCheck } from '../../components/form/duplicate-check.tsx';
import { FormField } from '../../components/form/form-field.tsx';
import { chosenImageError, uploadImageOf } from '../../components/form/save-with-image.ts';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { DateField, dateBoxText } from '../../components/form/date-field.tsx';
import type { OwnerDetail } from '../../../shared/api/index.ts';
import { failedTo } from '../../lib/failure-message.ts';
import { useCancel } from '../../lib/use-cancel.ts';
import {
  createOwner,
  findOwnerMatches,
  invalidateOwnerViews,
  updateOwner,
  uploadOwnerLogo,
  type OwnerBodyJson,
} from './owner-admin-queries.ts';
import { stewardsArea } from '../../../shared/i18n/messages/stewards.ts';
import { bilingual } from '../../../shared/i18n/messages/bilingual.ts';
import { useI18n } from '../../lib/i18n.tsx';
import { OwnerLogoField } from './owner-logo-field.tsx';
import { PlacePicker, placeIdOf, placeValue } from '../places/admin/index.ts';
import { placesArea } from '../../../shared/i18n/messages/places.ts';

/**
 * The choices offered, worded as the steward's page then shows the type (spec §2 offers Private, Public and Other
 * for organization, museum and family: docs/spec-deviations.md); the stored values are the spec's. 'individual'
 * is the default and is not offered (unless it is already set).
 */
const OWNER_TYPE_CHOICES: OwnerType[] = ['organization', 'museum', 'family', 'club'];
const DEFAULT_OWNER_TYPE: OwnerType = 'individual';

interface OwnerFormValues {
  name: string;
  owner_type: string;
  website: string;
  description: string;
  /** The description in ʻŌlelo Hawaiʻi (decision 027). */
  description_haw: string;
  email: string;
  phone: string;
  address: string;
  founded: string;
  /** Where the steward is at home, as a place (decision 030): its id, '' for none. */
  home_place_id: string;
  logo: File | null;
}

const initialValues = (owner: OwnerDetail | null): OwnerFormValues => ({
  name: owner?.name ?? '',
  owner_type: owner?.owner_type ?? '',
  website: owner?.website ?? '',
  description: owner?.description ?? '',
  description_haw: owner?.description_haw ?? '',
  email: owner?.contact.email ?? '',
  phone: owner?.contact.phone ?? '',
  address: owner?.contact.address ?? '',
  founded: dateBoxText(owner?.founded_date),
  home_place_id: placeValue(owner?.home_place),
  logo: null,
});

/** The fields of the Additional Details section. */
const DETAIL_FIELDS = ['description', 'description_haw', 'email', 'phone', 'address', 'founded'] as const;

const toOwnerBody = (values: OwnerFormValues): OwnerBodyJson & { home_place_id: number | null } => ({
  name: values.name,
  owner_type: values.owner_type || DEFAULT_OWNER_TYPE,
  website: values.website,
  description: values.description,
  description_haw: values.description_haw,
  contact: { email: values.email, phone: values.phone, address: values.address },
  founded: values.founded,
  home_place_id: placeIdOf(values.home_place_id),
});

/** The server's names for the contact's parts and the logo's bytes, as the form shows them. */
const SERVER_FIELDS = {
  'contact.email': 'email',
  'contact.phone': 'phone',
  'contact.address': 'address',
  mime_type: 'logo',
  data: 'logo',
} as const;

type TextKey = Exclude<keyof OwnerFormValues, 'owner_type' | 'founded' | 'home_place_id' | 'logo'>;

export function OwnerForm({
  owner,
  dialog,
}: {
  owner: OwnerDetail | null;
  /** Opened in a dialog over another form: a new steward is handed back instead of opening its page. */
  dialog?: DialogFormProps<OwnerDetail>;
}) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const client = useQueryClient();
  const detailsId = useId();
  const ownerId = owner?.owner_id ?? null;
  // Spec §2: the section opens by itself when the steward being edited has any of these.
  const [detailsOpen, setDetailsOpen] = useState(
    () => owner !== null && DETAIL_FIELDS.some((field) => initialValues(owner)[field].trim() !== ''),
  );

  const duplicates = useDuplicateCheck();
  const form = useSchemaForm(ownerBody, {
    defaults: () => initialValues(owner),
    toBody: toOwnerBody,
    serverFields: SERVER_FIELDS,
    check: (values) => ({ logo: chosenImageError(values.logo) }),
    // The steward is saved first, then its logo: a refused logo never undoes the steward (spec §4).
    submit: async (body, values) => {
      let saved: OwnerDetail;
      if (ownerId === null) {
        // Issue 31, item 4: stewards of the same or a close name are shown before anything is made.
        const key = body.name;
        const { stop, confirm } = await duplicates.check(key, () => findOwnerMatches(body.name));
        if (stop) return;
        try {
          saved = await createOwner({ ...body, confirm_duplicate: confirm || undefined });
        } catch (error) {
          if (duplicates.refused(error, key)) return;
          throw error;
        }
      } else {
        saved = await updateOwner(ownerId, body);
      }
      await uploadImageOf({
        file: values.logo,
        upload: (image) => uploadOwnerLogo(saved.owner_id, image),
        refresh: () => invalidateOwnerViews(client, saved.owner_id),
        editing: ownerId !== null,
        refuse: (reason) => form.refuse(t(stewardsArea.updatedLogoFailed), { logo: reason }),
        createdFailed: t(stewardsArea.createdLogoFailed),
        open: (state) =>
          dialog ? dialog.onCreated(saved, state?.notice) : navigate(paths.owner(saved.owner_id), { state }),
      });
    },
    failure: (error, marked) => failedTo('save steward', error, marked),
    // A message inside the closed section would be invisible: open it.
    onMessages: (found) => {
      if (DETAIL_FIELDS.some((field) => found[field])) setDetailsOpen(true);
    },
  });
  const { values, messages: errors } = form;
  const chooseLogo = (file: File | null) => {
    form.setValue('logo', file);
    form.setMessage('logo', chosenImageError(file));
  };

  const cancelPage = useCancel(ownerId === null ? paths.owners() : paths.owner(ownerId));
  const onCancel = dialog?.onCancel ?? cancelPage;
  const busy = form.busy;
  const text = (field: TextKey, label: string, type = 'text', extra: { maxLength?: number } = {}) => (
    <FormField label={label} error={errors[field]} required={field === 'name'}>
      {(props) => (
        <input
          {...props}
          type={type}
          className="input"
          value={values[field]}
          disabled={busy}
          aria-required={field === 'name' || undefined}
          onChange={(event) => form.setValue(field, event.target.value)}
          {...extra}
        />
      )}
    </FormField>
  );
  /** The description, and its ʻŌlelo Hawaiʻi version marked as Hawaiian (decision 027). */
  const description = (field: 'description' | 'description_haw', label: string, lang?: string) => (
    <FormField label={label} error={errors[field]}>
      {(props) => (
        <textarea
          {...props}
          lang={lang}
          rows={4}
          className="input"
          maxLength={8000}
          value={values[field]}
          disabled={busy}
          onChange={(event) => form.setValue(field, event.target.value)}
        />
      )}
    </FormField>
  );
  // An individual (the default) is not offered, but a steward who is one keeps showing as one.
  const individual = values.owner_type === 'individual' || owner?.owner_type === 'individual';

  return (
    <form {...form.formProps} className={dialog ? 'space-y-6' : 'card space-y-6 p-6 sm:p-8'}>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="sm:col-span-2">{text('name', t(stewardsArea.name), 'text', { maxLength: 200 })}</div>
        <FormField label={t(stewardsArea.type)} error={errors.owner_type} hint={t(stewardsArea.typeHint)}>
          {(props) => (
            <select
              {...props}
              className="input"
              value={values.owner_type}
              disabled={busy}
              onChange={(event) => form.setValue('owner_type', event.target.value)}
            >
              {individual ? (
                <option value="individual">{t(stewardsArea.ownerType, { type: 'individual' })}</option>
              ) : (
                <option value="">{t(stewardsArea.selectType)}</option>
              )}
              {OWNER_TYPE_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {t(stewardsArea.ownerType, { type: choice })}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('website', t(stewardsArea.website), 'url', { maxLength: 500 })}
        <PlacePicker
          label={t(placesArea.stewardHome)}
          value={values.home_place_id}
          current={owner?.home_place}
          error={errors.home_place_id}
          disabled={busy}
          onChange={(value) => form.setValue('home_place_id', value)}
        />
      </div>

      <OwnerLogoField
        file={values.logo}
        error={errors.logo}
        currentUrl={owner?.logo_url ?? null}
        currentThumbnailUrl={owner?.logo_thumbnail_url ?? null}
        name={owner?.name || values.name.trim()}
        disabled={busy}
        onChange={chooseLogo}
      />

      <section className="border-t border-stone-200 pt-6">
        <h2>
          <button
            type="button"
            aria-expanded={detailsOpen}
            aria-controls={detailsId}
            className="flex w-full items-center justify-between gap-2 text-left font-display text-xl font-semibold text-koa-900"
            onClick={() => setDetailsOpen((open) => !open)}
          >
            {t(stewardsArea.additionalDetails)}
            <ChevronDown
              aria-hidden="true"
              className={`h-5 w-5 transition-transform ${detailsOpen ? 'rotate-180' : ''}`}
            />
          </button>
        </h2>
        <div id={detailsId} hidden={!detailsOpen} className="mt-4 grid gap-6 sm:grid-cols-2">
          <div className="sm:col-span-2">{description('description', t(stewardsArea.description))}</div>
          <div className="sm:col-span-2">
            {description(
              'description_haw',
              t(bilingual.inHawaiian, { label: t(stewardsArea.description) }),
              'haw',
            )}
          </div>
          {text('email', t(stewardsArea.contactEmail), 'email', { maxLength: 320 })}
          {text('phone', t(stewardsArea.phone), 'tel', { maxLength: 50 })}
          <div className="sm:col-span-2">
            <FormField label={t(stewardsArea.address)} error={errors.address}>
              {(props) => (
                <textarea
                  {...props}
                  rows={2}
                  className="input"
                  maxLength={500}
                  value={values.address}
                  disabled={busy}
                  onChange={(event) => form.setValue('address', event.target.value)}
                />
              )}
            </FormField>
          </div>
          <DateField
            label={t(stewardsArea.foundedYear)}
            error={errors.founded}
            value={values.founded}
            onChange={(value) => form.setValue('founded', value)}
          />
        </div>
      </section>

      <DuplicateMatches
        check={duplicates}
        what="steward"
        name={values.name}
        busy={busy}
        onUse={(match) => (dialog ? dialog.onUseExisting(match) : navigate(paths.owner(match.id)))}
      />

      <FormFooter
        failure={form.failure}
        busy={busy}
        onCancel={onCancel}
        label={ownerId === null ? t(stewardsArea.createSteward) : t(stewardsArea.updateSteward)}
      />
    </form>
  );
}
