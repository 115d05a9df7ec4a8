/**
 * The mock backend as the Node doors use it (the tests, `npm run mock-api`, the bench): every service
 * is loaded with this module, so that a backend's first call pays no import. The demo's worker imports
 * ./backend-core.ts instead and loads them with its first request (docs/demo-backend.md#what-loads-when).
 */
import './backend-services';

export * from './backend-core';
