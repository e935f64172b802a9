/**
 * The steward form (spec §2 "Steward form"): name, type, website, logo, and the Additional Details section
 * (description, contact, founded year). The steward is saved first, then its logo; a logo the server refuses
 * never undoes the steward (spec §4).
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChevronDown } from 'lucide-react';
import { paths } from '../../../shared/paths.ts';
import { FormError, FormField } from '../../components/form/form-field.tsx';
import { YearInput } from '../../components/form/year-input.tsx';
import { ApiError } from '../../lib/api.ts';
import type { OwnerDetail } from '../../../shared/api/index.ts';
import { readImageFile } from '../../lib/read-image-file.ts';
import { failureMessage, serverFieldErrors } from '../../lib/failure-message.ts';
import { useCancel } from '../../lib/use-cancel.ts';
import { createOwner, invalidateOwnerViews, updateOwner, uploadOwnerLogo } from './owner-admin-queries.ts';
import {
  checkOwner,
  DETAIL_FIELDS,
  hasAdditionalDetails,
  initialValues,
  logoError,
  OWNER_TYPE_CHOICES,
  SERVER_FIELDS,
  toOwnerBody,
  type OwnerFieldErrors,
  type OwnerFormValues,
} from './owner-form-values.ts';
import { OwnerLogoField } from './owner-logo-field.tsx';

export const CREATED_LOGO_FAILED =
  'Steward was created but logo upload failed. Please edit the steward to try uploading the logo again.';
const UPDATED_LOGO_FAILED = 'Steward was updated but logo upload failed.';

/** What the new steward's page says when it opens after a create whose logo failed (router state). */
export interface OwnerPageNotice {
  notice: string;
}

type TextKey = Exclude<keyof OwnerFormValues, 'owner_type' | 'founded'>;

export function OwnerForm({ owner }: { owner: OwnerDetail | null }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const detailsId = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<OwnerFormValues>(() => initialValues(owner));
  const [logo, setLogo] = useState<File | null>(null);
  const [errors, setErrors] = useState<OwnerFieldErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(() => owner !== null && hasAdditionalDetails(values));
  const [focusRequest, setFocusRequest] = useState(0);
  const ownerId = owner?.owner_id ?? null;

  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const showErrors = (found: OwnerFieldErrors) => {
    setErrors(found);
    // A message inside the closed section would be invisible: open it.
    if (DETAIL_FIELDS.some((field) => found[field])) setDetailsOpen(true);
    setFocusRequest((n) => n + 1);
  };
  const setValue = (field: keyof OwnerFormValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const chooseLogo = (file: File | null) => {
    setLogo(file);
    setErrors((current) => ({ ...current, logo: file ? (logoError(file) ?? undefined) : undefined }));
  };

  const save = useMutation({
    mutationFn: async () => {
      const body = toOwnerBody(values);
      const saved = ownerId === null ? await createOwner(body) : await updateOwner(ownerId, body);
      let logoFailure: unknown = null;
      if (logo) {
        try {
          await uploadOwnerLogo(saved.owner_id, await readImageFile(logo));
        } catch (error) {
          logoFailure = error;
        }
      }
      return { saved, logoFailure };
    },
    onSuccess: async ({ saved, logoFailure }) => {
      await invalidateOwnerViews(client, saved.owner_id);
      if (logoFailure && ownerId !== null) {
        // The rest is saved; the admin stays to choose another (smaller, readable) file.
        setSaveError(UPDATED_LOGO_FAILED);
        const reason = logoFailure instanceof ApiError && logoFailure.explained ? logoFailure.message : '';
        showErrors({ logo: reason || undefined });
        return;
      }
      const state: OwnerPageNotice | undefined = logoFailure
        ? { notice: failureMessage(CREATED_LOGO_FAILED, logoFailure) }
        : undefined;
      await navigate(paths.owner(saved.owner_id), { state });
    },
    onError: (error) => {
      setSaveError(`Failed to save steward: ${error.message}`);
      showErrors(serverFieldErrors(error, SERVER_FIELDS));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = checkOwner(values, logo);
    setSaveError(null);
    if (Object.values(found).some(Boolean)) {
      showErrors(found);
      return;
    }
    setErrors({});
    save.mutate();
  };

  const onCancel = useCancel(ownerId === null ? paths.owners() : paths.owner(ownerId));
  const busy = save.isPending;
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
          onChange={(event) => setValue(field, event.target.value)}
          {...extra}
        />
      )}
    </FormField>
  );
  // An individual (the default) is not offered, but a steward who is one keeps showing as one.
  const individual = values.owner_type === 'individual' || owner?.owner_type === 'individual';

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-busy={busy} className="card space-y-6 p-6 sm:p-8">
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="sm:col-span-2">{text('name', 'Name', 'text', { maxLength: 200 })}</div>
        <FormField label="Type" error={errors.owner_type} hint="A steward with no type is an individual.">
          {(props) => (
            <select
              {...props}
              className="input"
              value={values.owner_type}
              disabled={busy}
              onChange={(event) => setValue('owner_type', event.target.value)}
            >
              {individual ? (
                <option value="individual">Individual</option>
              ) : (
                <option value="">Select a type</option>
              )}
              {OWNER_TYPE_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('website', 'Website', 'url', { maxLength: 500 })}
      </div>

      <OwnerLogoField
        file={logo}
        error={errors.logo}
        currentUrl={owner?.logo_url ?? null}
        currentThumbnailUrl={owner?.logo_thumbnail_url ?? null}
        name={owner?.name || values.name.trim() || 'the steward'}
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
            Additional Details
            <ChevronDown
              aria-hidden="true"
              className={`h-5 w-5 transition-transform ${detailsOpen ? 'rotate-180' : ''}`}
            />
          </button>
        </h2>
        <div id={detailsId} hidden={!detailsOpen} className="mt-4 grid gap-6 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormField label="Description" error={errors.description}>
              {(props) => (
                <textarea
                  {...props}
                  rows={4}
                  className="input"
                  maxLength={8000}
                  value={values.description}
                  disabled={busy}
                  onChange={(event) => setValue('description', event.target.value)}
                />
              )}
            </FormField>
          </div>
          {text('email', 'Contact Email', 'email', { maxLength: 320 })}
          {text('phone', 'Phone', 'tel', { maxLength: 50 })}
          <div className="sm:col-span-2">
            <FormField label="Address" error={errors.address}>
              {(props) => (
                <textarea
                  {...props}
                  rows={2}
                  className="input"
                  maxLength={500}
                  value={values.address}
                  disabled={busy}
                  onChange={(event) => setValue('address', event.target.value)}
                />
              )}
            </FormField>
          </div>
          <FormField label="Founded Year" error={errors.founded}>
            {(props) => (
              <YearInput
                {...props}
                value={values.founded}
                disabled={busy}
                onChange={(event) => setValue('founded', event.target.value)}
              />
            )}
          </FormField>
        </div>
      </section>

      <div className="space-y-4 border-t border-stone-200 pt-6">
        <FormError message={saveError} />
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={busy}>
            {busy ? 'Saving...' : ownerId === null ? 'Create Steward' : 'Update Steward'}
          </button>
        </div>
      </div>
    </form>
  );
}
