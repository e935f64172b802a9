/**
 * Newsletter sign-up. A repeated address gets exactly the answer a new one gets, so the form never reveals
 * who is already subscribed.
 */
import type { Db } from '../../db/database.ts';
import { isUniqueViolation, nowIso } from '../../db/database.ts';
import { presentPage, type Paging } from '../../http/paging.ts';
import { messages } from '../../../shared/messages.ts';
import { insertSubscriberOnce, listSubscribers } from './subscriber.repository.ts';
import { presentSubscriber } from './subscriber.presenter.ts';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function subscribe(db: Db, email: string) {
  const cleaned = email.normalize('NFC').trim();
  try {
    await insertSubscriberOnce(db.kysely, {
      email: cleaned,
      email_normalized: normalizeEmail(cleaned),
      created_at: nowIso(),
    });
  } catch (error) {
    // Two sign-ups of one address at the same moment: the other one stored it.
    if (!isUniqueViolation(error)) throw error;
  }
  return { message: messages.subscribed };
}

export async function subscriberList(db: Db, paging: Paging) {
  return presentPage(await listSubscribers(db.kysely, paging), presentSubscriber);
}
