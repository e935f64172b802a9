/**
 * The administrators' choice of a record's labels (decision 021): a box per label of the archive, saved as the
 * record's whole list (in the order they were ticked after those it had) with its optional reason, as one change.
 */
import { useState } from 'react';
import { Link } from '../../../lib/routing.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { labelsArea } from '../../../../shared/i18n/messages/labels.ts';
import { protocolsArea } from '../../../../shared/i18n/messages/protocols.ts';
import { paths } from '../../../../shared/paths.ts';
import { FormError } from '../../../components/form/form-field.tsx';
import { failedTo } from '../../../lib/failure-message.ts';
import { useI18n, withParts } from '../../../lib/i18n.tsx';
import { TkLabelIcon } from '../tk-label-badges.tsx';
import { ChangeReasonField } from '../../../components/form/change-reason-field.tsx';
import { withReason } from '../../../components/form/change-reason.ts';
import {
  invalidateTkLabels,
  saveRecordLabels,
  useCanoeTkLabels,
  useTkLabels,
  usesOf,
  type LabelledRecord,
} from '../tk-label-queries.ts';

export function TkLabelPicker({
  record,
  heading,
  level = 'h2',
  id,
}: {
  record: LabelledRecord;
  heading?: string;
  /** The heading's element, under the heading of where it stands. */
  level?: 'h2' | 'h3' | 'h4';
  /** The section's id (a link may lead to it). */
  id?: string;
}) {
  const translator = useI18n();
  const { t } = translator;
  const title = heading ?? t(labelsArea.tkLabels);
  const client = useQueryClient();
  const all = useTkLabels();
  const uses = useCanoeTkLabels(record.canoeId);
  const current = usesOf(uses.data, record.type, record.id).map((use) => use.label.label_id);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [saved, setSaved] = useState(false);
  const [reason, setReason] = useState('');
  const list = chosen ?? current;
  const save = useMutation({
    mutationFn: () => withReason(reason, () => saveRecordLabels(record, list)),
    onSuccess: async () => {
      await invalidateTkLabels(client);
      await client.refetchQueries({ queryKey: ['canoes', 'detail', record.canoeId], type: 'active' });
      setChosen(null);
      setReason('');
      setSaved(true);
    },
  });
  const headingId = `${id ?? `tk-picker-${record.type}-${record.id}`}-heading`;
  const labels = all.data ?? [];
  const Heading = level;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <Heading id={headingId} className="text-lg font-semibold text-koa-900">
        {title}
      </Heading>
      {all.isPending || uses.isPending ? (
        <p className="mt-2 text-sm text-stone-600">{t(protocolsArea.pickerLoading)}</p>
      ) : labels.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">
          {withParts(
            translator,
            protocolsArea.pickerNone,
            {},
            {
              labelsPage: (
                <Link to={paths.tkLabels()} className="link underline">
                  {t(protocolsArea.pickerLabelsPage)}
                </Link>
              ),
            },
          )}
        </p>
      ) : (
        <form
          className="mt-2 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            setSaved(false);
            save.mutate();
          }}
        >
          <fieldset>
            <legend className="sr-only">{title}</legend>
            <ul className="grid gap-2 sm:grid-cols-2">
              {labels.map((label) => {
                const checked = list.includes(label.label_id);
                return (
                  <li key={label.label_id}>
                    <label className="flex cursor-pointer items-center gap-2 rounded-md border border-stone-200 p-2 hover:bg-stone-50">
                      <input
                        type="checkbox"
                        checked={checked}
                        onChange={() => {
                          setSaved(false);
                          setChosen(
                            checked
                              ? list.filter((one) => one !== label.label_id)
                              : [...list, label.label_id],
                          );
                        }}
                      />
                      <TkLabelIcon label={label} size={28} />
                      <span className="min-w-0 text-sm">
                        <span className="block font-medium break-words text-koa-900">{label.name}</span>
                        <span className="block text-xs text-stone-600">
                          {label.community
                            ? t(protocolsArea.kindCommunity, {
                                kind: t(protocolsArea.labelKind, { kind: label.kind }),
                                community: label.community,
                              })
                            : t(protocolsArea.labelKind, { kind: label.kind })}
                        </span>
                      </span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
          <ChangeReasonField own={{ value: reason, onChange: setReason }} />
          <FormError
            message={save.isError ? failedTo(t(protocolsArea.saveLabelsFailed), save.error, {}, t) : ''}
          />
          <div className="flex flex-wrap items-center gap-3">
            <button type="submit" className="btn-primary" disabled={save.isPending || chosen === null}>
              {t(protocolsArea.saveLabels)}
            </button>
            <p role="status" className="text-sm text-stone-700">
              {saved ? t(protocolsArea.labelsSaved) : ''}
            </p>
          </div>
        </form>
      )}
    </section>
  );
}
