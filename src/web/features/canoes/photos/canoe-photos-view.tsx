import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, ImageOff } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import type { Media } from '../../../lib/api-types.ts';
import { paths } from '../../../../shared/paths.ts';
import { wrapIndex } from './photo-labels.ts';
import { PhotoOverlay } from './photo-overlay.tsx';
import { PhotoThumbnails } from './photo-thumbnails.tsx';
import { PhotoViewer } from './photo-viewer.tsx';

export function CanoePhotosView({
  canoeId,
  name,
  photos,
}: {
  canoeId: number;
  name: string;
  photos: Media[];
}) {
  const [selected, setSelected] = useState(0);
  const [overlayOpen, setOverlayOpen] = useState(false);
  // The list can shrink under us (a refetch after an admin delete); never point past its end.
  const index = Math.min(selected, Math.max(photos.length - 1, 0));
  const photo = photos[index];
  const previous = () => setSelected(wrapIndex(index - 1, photos.length));
  const next = () => setSelected(wrapIndex(index + 1, photos.length));
  const openAt = (at: number) => {
    setSelected(at);
    setOverlayOpen(true);
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <PageHeader
        title={`Photos for ${name}`}
        lead="Upload and manage photos for this canoe."
        actions={
          <Link to={paths.canoe(canoeId)} className="btn-secondary">
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Canoe
          </Link>
        }
      />
      {photo ? (
        <>
          <PhotoViewer
            photo={photo}
            index={index}
            count={photos.length}
            onPrevious={previous}
            onNext={next}
            onOpen={() => openAt(index)}
          />
          <PhotoThumbnails photos={photos} selectedIndex={index} onSelect={setSelected} onOpen={openAt} />
          <PhotoOverlay
            photo={photo}
            index={index}
            count={photos.length}
            open={overlayOpen}
            onOpenChange={setOverlayOpen}
            onPrevious={previous}
            onNext={next}
          />
        </>
      ) : (
        <div className="rounded-lg border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
          <ImageOff aria-hidden="true" className="mx-auto mb-3 h-10 w-10 text-stone-400" />
          <p className="text-stone-700">No photos available for this canoe.</p>
        </div>
      )}
    </div>
  );
}
