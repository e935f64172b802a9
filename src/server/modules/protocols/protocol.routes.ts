import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps.ts';
import { routesOf } from '../../http/route.ts';
import { protocolApi } from '../../../shared/api/endpoints/protocols.ts';
import {
  addMember,
  changeMemberRole,
  changeProtocol,
  createProtocol,
  protectionOf,
  protocolDetail,
  protocolList,
  removeMember,
  removeProtocol,
  setProtection,
} from './protocol.service.ts';

/**
 * Protocols (decision 020): administrators create them and set who may see each record; a protocol's keepers
 * (signed-in accounts, not necessarily administrators) add and remove its members, which the service checks.
 */
export const protocolRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const route = routesOf(app);

  route(protocolApi.listProtocols, {
    access: 'member',
    content: 'viewer',
    handler: async (request) => protocolList(db, request.viewer),
  });
  route(protocolApi.createProtocol, {
    access: 'admin',
    handler: async (request) => createProtocol(db, request.viewer, request.body),
  });
  route(protocolApi.getProtocol, {
    access: 'member',
    content: 'viewer',
    handler: async (request) => protocolDetail(db, request.viewer, request.params.id),
  });
  route(protocolApi.updateProtocol, {
    access: 'admin',
    handler: async (request) => changeProtocol(db, request.viewer, request.params.id, request.body),
  });
  route(protocolApi.deleteProtocol, {
    access: 'admin',
    handler: async (request) => removeProtocol(db, request.params.id),
  });
  route(protocolApi.addProtocolMember, {
    access: 'member',
    content: 'viewer',
    handler: async (request) => addMember(db, request.viewer, request.params.id, request.body),
  });
  route(protocolApi.updateProtocolMember, {
    access: 'member',
    content: 'viewer',
    handler: async (request) =>
      changeMemberRole(db, request.viewer, request.params.id, request.params.memberId, request.body.role),
  });
  route(protocolApi.removeProtocolMember, {
    access: 'member',
    content: 'viewer',
    handler: async (request) => removeMember(db, request.viewer, request.params.id, request.params.memberId),
  });
  route(protocolApi.getProtection, {
    access: 'admin',
    handler: async (request) => protectionOf(db, request.params.kind, request.params.id),
  });
  route(protocolApi.setProtection, {
    access: 'admin',
    handler: async (request) => setProtection(db, request.params.kind, request.params.id, request.body),
  });
};
