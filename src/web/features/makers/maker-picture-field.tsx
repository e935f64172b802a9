import { useEffect, useRef, useState } from 'react';
import { FormField } from '../../components/form/form-field.tsx';
import { SafeImage } from '../../components/ui/safe-image.tsx';
import { LOGO_TYPES } from '../../lib/read-image-file.ts';
import { maxImageMb } from './maker-admin-queries.ts';

/** A preview of the chosen file, read in the browser (nothing is uploaded until the form is saved). */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => setPreview({ file, url: String(reader.result) });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

/** The picture: the current one (when editing), the file chosen to replace it, its message. */
export function MakerPictureField({
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
  /** Whose picture, for the images' text alternatives. */
  name: string;
  disabled: boolean;
  onChange: (file: File | null) => void;
}) {
  const preview = usePreviewUrl(file);
  const input = useRef<HTMLInputElement>(null);
  const shown = preview ?? currentUrl;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {shown ? (
        <SafeImage
          src={shown}
          thumbnailSrc={preview ? null : currentThumbnailUrl}
          mimeType={preview ? file?.type : undefined}
          alt={preview ? `Chosen picture of ${name}` : `Current picture of ${name}`}
          eager
          sizes="128px"
          className="h-32 w-32 shrink-0 rounded-lg border border-stone-200 object-cover"
          placeholderClassName="h-32 w-32 shrink-0 rounded-lg"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <FormField
          label={currentUrl ? 'Replace Picture' : 'Picture'}
          error={error}
          hint={`PNG, JPG, GIF up to ${maxImageMb()} MB, 1-2MB works best. SVG drawings are accepted too.`}
        >
          {(props) => (
            <input
              {...props}
              ref={input}
              type="file"
              accept={LOGO_TYPES.join(',')}
              disabled={disabled}
              className="block w-full text-sm text-stone-700 file:mr-4 file:rounded-lg file:border-0 file:bg-koa-100 file:px-4 file:py-2 file:font-medium file:text-koa-900 hover:file:bg-koa-200"
              onChange={(event) => onChange(event.target.files?.[0] ?? null)}
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
              onChange(null);
            }}
          >
            Remove chosen file
          </button>
        ) : null}
      </div>
    </div>
  );
}
