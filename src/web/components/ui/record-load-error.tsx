import { Link } from '../../lib/routing.tsx';
import { ErrorPanel } from './error-panel.tsx';

/**
 * A detail page whose record failed to load (not a 404): the page keeps its one h1 for screen readers, says what
 * went wrong and offers the way back.
 */
export function RecordLoadError({
  heading,
  title,
  message,
  backTo,
  backLabel,
}: {
  /** The page's h1 (visually hidden). */
  heading: string;
  title?: string;
  message: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="sr-only">{heading}</h1>
      <ErrorPanel title={title} message={message}>
        <Link to={backTo} className="btn-primary">
          {backLabel}
        </Link>
      </ErrorPanel>
    </div>
  );
}
