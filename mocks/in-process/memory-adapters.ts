import { adaptersOver, type AdapterFactory } from '../../src/infrastructure/di/adapters';
import type { MockBackend } from '../backend';
import { memoryModule } from './memory.module';

/** Every port's memory adapter, in a fresh container of its own, calling as `deps` say (the contract suites). */
export function memoryAdapters(backend: MockBackend): AdapterFactory {
  return (deps) => adaptersOver(memoryModule(backend), deps);
}
