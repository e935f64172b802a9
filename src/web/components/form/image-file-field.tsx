import { useEffect, useRef, useState } from 'react';
import { FormField } from './form-field.tsx';
import { SafeImage } from '../ui/safe-image.tsx';
import { LOGO_TYPES } from '../../lib/read-image-file.ts';
import { forms } from '../../../shared/i18n/messages/forms.ts';
import { useI18n } from '../../lib/i18n.tsx';

export interface ImageFileFieldProps {
  file: File | null;
  error?: string;
  currentUrl: string | null;
  currentThumbnailUrl: string | null;
  disabled: boolean;
  onChange: (file: File | null) => void;
  /** 'Logo' / 'Picture'; 'Replace {label}' when there is a current image. */
  label: string;
  hint: string;
  /** Text alternatives of the current image and of the chosen file's preview. */
  currentAlt: string;
  chosenAlt: string;
  imageClassName: string;
  placeholderClassName: string;
}

/**
 * An image chosen for upload with the form (steward logo, maker picture): the current image when editing, a
 * preview of the chosen file (nothing is uploaded until the form is saved), the field's message and a way to
 * drop the chosen file. Accepts JPEG, PNG, GIF and SVG, as the server does for logos and pictures.
 */
export function ImageFileField({
  file,
  error,
  currentUrl,
  currentThumbnailUrl,
  disabled,
  onChange,
  label,
  hint,
  currentAlt,
  chosenAlt,
  imageClassName,
  placeholderClassName,
}: ImageFileFieldProps) {
  const { t } = useI18n();
  const input = useRef<HTMLInputElement>(null);
  // The preview's address holds the file in memory until it is released: when another file is chosen, or on leaving.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const made = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (made.current) URL.revokeObjectURL(made.current);
    },
    [],
  );
  const choose = (next: File | null) => {
    if (made.current) URL.revokeObjectURL(made.current);
    made.current = next && LOGO_TYPES.includes(next.type) ? URL.createObjectURL(next) : null;
    setChosen(next && made.current ? { file: next, url: made.current } : null);
    onChange(next);
  };
  // A file the form has dropped (reset, saved) has no preview any more.
  const preview = chosen && chosen.file === file ? chosen.url : null;
  const shown = preview ?? currentUrl;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {shown ? (
        <SafeImage
          src={shown}
          thumbnailSrc={preview ? null : currentThumbnailUrl}
          mimeType={preview ? file?.type : undefined}
          alt={preview ? chosenAlt : currentAlt}
          eager
          sizes="128px"
          className={imageClassName}
          placeholderClassName={placeholderClassName}
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <FormField label={currentUrl ? t(forms.replaceImage, { label }) : label} error={error} hint={hint}>
          {(props) => (
            <input
              {...props}
              ref={input}
              type="file"
              accept={LOGO_TYPES.join(',')}
              disabled={disabled}
              className="block w-full text-sm text-stone-700 file:mr-4 file:rounded-lg file:border-0 file:bg-koa-100 file:px-4 file:py-2 file:font-medium file:text-koa-900 hover:file:bg-koa-200"
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
          )}
        </FormField>
        {file ? (
          <button
            type="button"
            className="link mt-2 text-sm"
            disabled={disabled}
            onClick={() => {
              if (input.current) input.current.value = '';
              choose(null);
            }}
          >
            {t(forms.removeChosenFile)}
          </button>
        ) : null}
      </div>
    </div>
  );
}
