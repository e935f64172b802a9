import { Compass } from 'lucide-react';
import { paths } from '../../shared/paths.ts';
import { RecordNotFound } from '../components/ui/record-not-found.tsx';

/** Any path no page answers (the server also sends it with status 404). */
export default function NotFoundPage() {
  return (
    <RecordNotFound
      title="Page Not Found"
      text="The page you are looking for does not exist. It may have moved, or the link may be mistyped."
      backTo={paths.home()}
      backLabel="Return to Home"
      icon={Compass}
    />
  );
}
