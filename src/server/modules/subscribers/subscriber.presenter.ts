/** Which subscriber fields leave the server: only to administrators, for exporting the list. */
export function presentSubscriber(row: { subscriber_id: number; email: string; created_at: string }) {
  return { subscriber_id: row.subscriber_id, email: row.email, created_at: row.created_at };
}
