import { paths } from '../../../../shared/paths.ts';
import { RecordNotFound } from '../../../components/ui/record-not-found.tsx';

/** The canoe's id names no record (the canoe page and its photos page). */
export function CanoeNotFound() {
  return (
    <RecordNotFound
      title="Canoe Not Found"
      text="The canoe you're looking for may have been removed or never existed."
      backTo={paths.canoes()}
      backLabel="Back to Canoes"
    />
  );
}
