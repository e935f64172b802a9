import { endpoints } from '../endpoint.ts';
import { archiveResponse } from '../system.ts';
import { protocolParams } from '../protocols.ts';

export const openDataApi = endpoints('Open data', {
  exportArchive: {
    method: 'GET',
    path: '/open-data/archive',
    summary: 'The whole public archive as one file',
    description:
      'Every public record and image as a BagIt bag in a ZIP, as `cli export` writes it; streamed as it is made.',
    response: { 200: archiveResponse },
  },
  exportPrivateArchive: {
    method: 'GET',
    path: '/open-data/archive/private',
    summary: 'The whole archive with its private details',
    description:
      'As /open-data/archive, with the change history (who made each change and why), accounts (never their passwords), People’s contact details and the mailing list. Keep it as you keep the database.',
    response: { 200: archiveResponse },
  },
  exportProtocolArchive: {
    method: 'GET',
    path: '/protocols/:id/export',
    summary: 'What a protocol keeps, as one file',
    description:
      'For the protocol’s keepers and administrators: the public archive and what is kept for this protocol (its photos and their images, stories, sources and notes), with the protocol and its protections, as a BagIt bag in a ZIP that `cli import` reads. No accounts and no members.',
    params: protocolParams,
    response: { 200: archiveResponse },
  },
});
