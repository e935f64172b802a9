/** Every contract of the API, for clients: the web app reads its response types from here. */
export * from './common.ts';
export * from './auth.ts';
export * from './canoes.ts';
export * from './makers.ts';
export * from './media.ts';
export * from './owners.ts';
export * from './people.ts';
export * from './races.ts';
export * from './restorations.ts';
export * from './subscribers.ts';
export * from './system.ts';
export * from './history.ts';
export * from './sources.ts';
export * from './submissions.ts';
export * from './endpoint.ts';
export * from './record-endpoints.ts';
export * from './schema-names.ts';
