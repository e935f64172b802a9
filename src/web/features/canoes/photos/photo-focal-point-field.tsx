/**
 * Where a crop keeps a photo in view: the point found at upload, moved by clicking or dragging on the
 * photo or by typing it, with the wide and square crops the pages make from it shown beside.
 */
import { useRef, type PointerEvent } from 'react';
import type { FocalPoint, Media } from '../../../../shared/api/index.ts';
import { photosArea } from '../../../../shared/i18n/messages/photos.ts';
import { useI18n } from '../../../lib/i18n.tsx';

/** undefined: unchanged; null: back to the point found at upload; a point: moved there. */
export type FocalPointChoice = FocalPoint | null | undefined;

const clampPercent = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

export function FocalPointField({
  photo,
  choice,
  onChoose,
  disabled,
}: {
  photo: Media;
  choice: FocalPointChoice;
  onChoose: (choice: FocalPointChoice) => void;
  disabled: boolean;
}) {
  const { t } = useI18n();
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  // Shown: the chosen point, else the photo's own; after "back to the found point" the photo's, unless moved.
  const shown: FocalPoint | null =
    choice ?? (choice === null && photo.focal_point_moved ? null : photo.focal_point);
  const position = shown ? `${shown.x}% ${shown.y}%` : '50% 50%';

  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onChoose({
      x: clampPercent(((event.clientX - box.left) / box.width) * 100),
      y: clampPercent(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const typed = (axis: 'x' | 'y', text: string) => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) return;
    const base = shown ?? photo.focal_point;
    onChoose({ ...base, [axis]: clampPercent(value) });
  };

  return (
    <fieldset disabled={disabled} className="space-y-3">
      <legend className="label">{t(photosArea.focalPoint)}</legend>
      <p id="focal-point-hint" className="text-sm text-stone-600">
        {t(photosArea.focalPointHint)}
      </p>
      <div className="flex flex-wrap items-start gap-4">
        <div
          ref={frame}
          data-testid="focal-point-picker"
          aria-hidden="true"
          className="relative w-full max-w-sm cursor-crosshair touch-none overflow-hidden rounded-lg border border-stone-300 select-none"
          onPointerDown={(event) => {
            if (disabled) return;
            dragging.current = true;
            event.currentTarget.setPointerCapture(event.pointerId);
            pointAt(event);
          }}
          onPointerMove={(event) => {
            if (dragging.current) pointAt(event);
          }}
          onPointerUp={() => (dragging.current = false)}
          onPointerCancel={() => (dragging.current = false)}
        >
          <img src={photo.thumbnail_url} alt="" draggable={false} className="block w-full" />
          {shown ? (
            <span
              className="pointer-events-none absolute h-6 w-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-ocean-600/60 shadow-[0_0_0_2px_rgba(0,0,0,0.5)]"
              style={{ left: `${shown.x}%`, top: `${shown.y}%` }}
            />
          ) : null}
        </div>
        <div className="space-y-2" aria-label={t(photosArea.cropped)} role="group">
          <img
            src={photo.thumbnail_url}
            alt=""
            className="aspect-[3/1] w-48 rounded border border-stone-300 object-cover"
            style={{ objectPosition: position }}
          />
          <img
            src={photo.thumbnail_url}
            alt=""
            className="aspect-square w-24 rounded border border-stone-300 object-cover"
            style={{ objectPosition: position }}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        {(['x', 'y'] as const).map((axis) => (
          <div key={axis}>
            <label htmlFor={`focal-point-${axis}`} className="label">
              {axis === 'x' ? t(photosArea.fromLeft) : t(photosArea.fromTop)}
            </label>
            <input
              id={`focal-point-${axis}`}
              type="number"
              min={0}
              max={100}
              step={1}
              aria-describedby="focal-point-hint"
              className="input w-28"
              value={shown ? shown[axis] : ''}
              onChange={(event) => typed(axis, event.target.value)}
            />
          </div>
        ))}
        {photo.focal_point_moved || choice ? (
          <button type="button" className="btn-secondary" onClick={() => onChoose(null)}>
            {t(photosArea.useFoundPoint)}
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
