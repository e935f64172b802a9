import { describe, expect, it } from 'vitest';
import { ownerBody } from '../../../shared/api/owners.ts';
import { ownershipBody } from '../../../shared/api/canoes.ts';
import { formMessages, messagesFromServer } from './form-messages.ts';

const owner = {
  toBody: (v: { name: string; email: string; founded: string }) => ({
    name: v.name,
    contact: { email: v.email },
    founded: v.founded,
  }),
  serverFields: { 'contact.email': 'email' } as const,
};
const OWNER_FIELDS = new Set(['name', 'email', 'founded', 'logo']);

describe('form messages', () => {
  it("gives the shared schema's words, on the form's own fields", () => {
    expect(
      formMessages(ownerBody, { name: ' ', email: 'pua at example', founded: '0999' }, owner, OWNER_FIELDS),
    ).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      founded: `Year must be between 1000 and ${new Date().getFullYear()}`,
    });
    expect(formMessages(ownerBody, { name: 'Hui', email: '', founded: '' }, owner, OWNER_FIELDS)).toEqual({});
  });

  it("lets the form's own checks win, and knows which boxes could not be read", () => {
    const model = {
      ...owner,
      check: (v: { founded: string }, unreadable: ReadonlySet<string>) => ({
        founded: unreadable.has('founded') ? 'Year must be a whole number' : undefined,
        logo: 'Please select a valid image file (JPEG, PNG, GIF, or SVG)',
      }),
    };
    const values = { name: 'Hui', email: '', founded: '0999' };
    expect(formMessages(ownerBody, values, model, OWNER_FIELDS, new Set(['founded']))).toEqual({
      founded: 'Year must be a whole number',
      logo: 'Please select a valid image file (JPEG, PNG, GIF, or SVG)',
    });
    expect(formMessages(null, values, model, OWNER_FIELDS)).toEqual({
      logo: 'Please select a valid image file (JPEG, PNG, GIF, or SVG)',
    });
  });

  it('leaves to the server what the form has no field for, so nothing holds the form back unseen', () => {
    const model = { toBody: (v: { owner_id: string }) => ({ owner_id: v.owner_id, start_date: '2001' }) };
    // No canoe in the body: the schema complains about canoe_id, which this form does not show.
    expect(formMessages(ownershipBody, { owner_id: '3' }, model, new Set(['owner_id']))).toEqual({});
  });

  it("puts a 400's fields on the form's fields, first message first, the rest left out", () => {
    expect(
      messagesFromServer(
        { 'contact.email': 'Taken', name: 'Too long', mime_type: 'Bad type', other: 'ignored' },
        { ...owner.serverFields, mime_type: 'logo' as const },
        OWNER_FIELDS,
      ),
    ).toEqual({ email: 'Taken', name: 'Too long', logo: 'Bad type' });
  });
});
