import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../components/form/form-field.tsx';
import { SafeImage } from '../../components/ui/safe-image.tsx';
import { LOGO_TYPES } from '../../lib/read-image-file.ts';

/**
 * A preview of the chosen file. The address is made when the file is chosen and released when another is chosen
 * or the form goes away.
 */
function usePreview(): [string | null, (file: File | null) => void] {
  const [url, setUrl] = useState<string | null>(null);
  const current = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current);
      current.current = null;
    },
    [],
  );
  const show = (file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current);
    current.current = file && LOGO_TYPES.includes(file.type) ? URL.createObjectURL(file) : null;
    setUrl(current.current);
  };
  return [url, show];
}

/** The logo: the current one (when editing), the file chosen to replace it, and its message. */
export function OwnerLogoField({
  file,
  error,
  currentUrl,
  currentThumbnailUrl,
  name,
  disabled,
  onChange,
}: {
  file: File | null;
  error?: string;
  currentUrl: string | null;
  currentThumbnailUrl: string | null;
  /** Whose logo, for the images' text alternatives. */
  name: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const [preview, showPreview] = usePreview();
  const input = useRef<HTMLInputElement>(null);
  const choose = (next: File | null) => {
    showPreview(next);
    onChange(next);
  };
  const shown = preview ?? currentUrl;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {shown ? (
        <SafeImage
          src={shown}
          thumbnailSrc={preview ? null : currentThumbnailUrl}
          mimeType={preview ? file?.type : undefined}
          alt={preview ? `Chosen logo for ${name}` : `Current logo of ${name}`}
          eager
          sizes="128px"
          className="h-28 w-28 shrink-0 rounded-lg border border-stone-200 bg-white object-contain p-1"
          placeholderClassName="h-28 w-28 shrink-0 rounded-lg"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <FormField label={currentUrl ? 'Replace Logo' : 'Logo'} error={error} hint="JPEG, PNG, GIF or SVG.">
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
            Remove chosen file
          </button>
        ) : null}
      </div>
    </div>
  );
}
