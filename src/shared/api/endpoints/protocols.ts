import { z } from 'zod';
import { endpoints } from '../endpoint.ts';
import {
  protectionBody,
  protectionParams,
  protectionResponse,
  protocolBody,
  protocolDetailResponse,
  protocolMemberBody,
  protocolMemberParams,
  protocolMemberResponse,
  protocolMemberRoleBody,
  protocolParams,
  protocolResponse,
} from '../protocols.ts';
import { errorResponse, noContent } from '../common.ts';

export const protocolApi = endpoints('Protocols', {
  listProtocols: {
    method: 'GET',
    path: '/protocols',
    summary: 'Protocols',
    description:
      'Every protocol for an administrator; for anyone else signed in, the protocols they belong to.',
    response: { 200: z.array(protocolResponse) },
  },
  createProtocol: {
    method: 'POST',
    path: '/protocols',
    summary: 'Create a protocol',
    body: protocolBody,
    response: { 201: protocolResponse, 409: errorResponse },
  },
  getProtocol: {
    method: 'GET',
    path: '/protocols/:id',
    summary: 'A protocol, its members and what it keeps',
    description: 'For its keepers and administrators.',
    params: protocolParams,
    response: { 200: protocolDetailResponse },
  },
  updateProtocol: {
    method: 'PUT',
    path: '/protocols/:id',
    summary: 'Rename or describe a protocol',
    params: protocolParams,
    body: protocolBody,
    response: { 200: protocolResponse, 409: errorResponse },
  },
  deleteProtocol: {
    method: 'DELETE',
    path: '/protocols/:id',
    summary: 'Delete a protocol that keeps nothing',
    params: protocolParams,
    response: { 204: noContent('Deleted'), 409: errorResponse },
  },
  addProtocolMember: {
    method: 'POST',
    path: '/protocols/:id/members',
    summary: 'Add an account to a protocol',
    description: 'For its keepers and administrators.',
    params: protocolParams,
    body: protocolMemberBody,
    response: { 201: protocolMemberResponse, 409: errorResponse },
  },
  updateProtocolMember: {
    method: 'PUT',
    path: '/protocols/:id/members/:memberId',
    summary: "Change a member's role",
    params: protocolMemberParams,
    body: protocolMemberRoleBody,
    response: { 200: protocolMemberResponse, 409: errorResponse },
  },
  removeProtocolMember: {
    method: 'DELETE',
    path: '/protocols/:id/members/:memberId',
    summary: 'Remove a member from a protocol',
    params: protocolMemberParams,
    response: { 204: noContent('Removed'), 409: errorResponse },
  },
  getProtection: {
    method: 'GET',
    path: '/protection/:kind/:id',
    summary: 'Who may see a record',
    params: protectionParams,
    response: { 200: protectionResponse },
  },
  setProtection: {
    method: 'PUT',
    path: '/protection/:kind/:id',
    summary: 'Set who may see a record',
    description:
      'Public, members of protocols (any or all of them), or keepers only; or as what it belongs to (`inherit`). ' +
      'What inherits from the record changes with it.',
    params: protectionParams,
    body: protectionBody,
    response: { 200: protectionResponse },
  },
});
