/** Which subscriber fields leave the server: only to administrators, for exporting the list. */
import { copyFields } from '../../http/present.ts';
import { subscriberResponse } from '../../../shared/api/subscribers.ts';

export const presentSubscriber = copyFields(subscriberResponse);
