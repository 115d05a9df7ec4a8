/**
 * The mock backend as the Node doors use it (the tests, `npm run mock-api`, the bench): its services'
 * module is loaded with it, so a backend makes them at once, with no import. The demo's worker
 * imports ./backend-core.ts instead and loads them with its first request
 * (docs/demo-backend.md#what-loads-when).
 */
import { backendServices } from './backend-services';
import { useServices } from './backend-core';

useServices(backendServices);

export type { RecordServiceLike } from './backend-services';
export * from './backend-core';
