import { API_TRANSPORT } from '../../src/infrastructure/adapters/api-transport';
import { bindings } from '../../src/infrastructure/di/app-container';
import type { MockBackend } from '../backend';
import { MemoryTransport, MOCK_BACKEND } from './memory-transport';

/**
 * The memory adapter family: every port's adapter calls the mock backend's services in-process,
 * no HTTP. What the cucumber memory profile and the memory contract suites load where the app
 * loads the HTTP family (src/infrastructure/di/http.module.ts).
 */
export function memoryModule(backend: MockBackend) {
  return bindings((bind) => {
    bind.value(MOCK_BACKEND, backend);
    bind.adapter(API_TRANSPORT, MemoryTransport);
  });
}
