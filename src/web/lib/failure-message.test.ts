import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { createTranslator } from '../../shared/i18n/translator.ts';
import { failedTo, failureMessage, isRetryable, tryDelete } from './failure-message.ts';

const GENERIC = 'Failed to add ownership record. Please try again.';
const refused = (message: string, fields: Record<string, string> = {}) => new ApiError(400, message, fields);

describe('failureMessage', () => {
  it('keeps "Please try again" where trying again can help, with the server explanation', () => {
    expect(failureMessage(GENERIC, new Error('Failed to fetch'))).toBe(GENERIC);
    expect(failureMessage(GENERIC, new ApiError(502, 'HTTP 502: Bad gateway', {}, false))).toBe(GENERIC);
    expect(failureMessage(GENERIC, new ApiError(500, 'Disk unavailable.'))).toBe(
      `${GENERIC} Disk unavailable.`,
    );
    expect(failureMessage(GENERIC, new ApiError(429, 'Too many requests.'))).toBe(
      `${GENERIC} Too many requests.`,
    );
  });

  it('drops "Please try again" from a refusal and says why', () => {
    expect(failureMessage(GENERIC, new ApiError(409, 'This steward is already the current owner.'))).toBe(
      'Failed to add ownership record. This steward is already the current owner.',
    );
  });

  it('points at the marked field instead of repeating its message', () => {
    const why = 'The transfer cannot be dated before the current ownership began';
    expect(failureMessage(GENERIC, refused(why, { start_date: why }), { start_date: why })).toBe(
      'Failed to add ownership record. Correct the marked field.',
    );
    // A field message the form does not show is told in the sentence.
    expect(failureMessage(GENERIC, refused(why, { start_date: why }), {})).toBe(
      `Failed to add ownership record. ${why}`,
    );
  });
});

describe('failedTo', () => {
  it("says 'Failed to …: {message}', or where to look when the message stands beside its field", () => {
    expect(failedTo('save canoe', new ApiError(500, 'The database is resting'))).toBe(
      'Failed to save canoe: The database is resting',
    );
    expect(failedTo('add name', new Error(''))).toBe('Failed to add name: Unknown error');
    expect(
      failedTo('save canoe', refused('Year must be between 1800 and 2026'), { build_year: 'Year…' }),
    ).toBe('Failed to save canoe: correct the marked field.');
  });
  it('takes the failure already worded in the page’s language, and words the reason in it too', () => {
    const { t } = createTranslator('haw', {
      'ui.unknownError': ['Unknown (haw)'],
      'ui.fixMarked': ['marked (haw)'],
    });
    expect(failedTo('Failed (haw)', new Error(''), {}, t)).toBe('Failed (haw): Unknown (haw)');
    expect(failedTo('Failed (haw)', refused('No'), { name: 'No' }, t)).toBe('Failed (haw): marked (haw)');
  });
});

describe('tryDelete', () => {
  it("tells 'Failed to delete …: {message}', worded by the caller’s t when given, and rejects still", async () => {
    const told: string[] = [];
    const refuse = () => Promise.reject(new Error('In use'));
    await expect(tryDelete('logo', refuse, (message) => told.push(message))).rejects.toThrow('In use');
    const { t } = createTranslator('en');
    await expect(tryDelete('Could not delete the logo', refuse, (m) => told.push(m), t)).rejects.toThrow();
    expect(told).toEqual(['Failed to delete logo: In use', 'Could not delete the logo: In use']);
  });
});

describe('isRetryable', () => {
  it('is true for server failures, rate limits and failures without an answer; false for refusals', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'Busy'))).toBe(true);
    expect(isRetryable(new ApiError(404, 'HTTP 404: ', {}, false))).toBe(true);
    expect(isRetryable(new ApiError(413, 'Too large'))).toBe(false);
    expect(isRetryable(new ApiError(415, 'Not an image'))).toBe(false);
  });
});
