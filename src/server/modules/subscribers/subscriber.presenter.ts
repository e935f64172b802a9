/** Which subscriber fields leave the server: only to administrators, for exporting the list. */
import type { Subscriber } from '../../../shared/api/subscribers.ts';

export function presentSubscriber(row: {
  subscriber_id: number;
  email: string;
  created_at: string;
}): Subscriber {
  return { subscriber_id: row.subscriber_id, email: row.email, created_at: row.created_at };
}
