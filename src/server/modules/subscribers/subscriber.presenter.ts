/** Which subscriber fields leave the server: only to administrators, for exporting the list. */
import { copyFields } from '../../text/present.ts';
import { subscriberResponse } from '../../../shared/api/subscribers.ts';

export const presentSubscriber = copyFields(subscriberResponse);
