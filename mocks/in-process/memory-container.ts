import type { MockBackend } from '../backend';
import { InMemorySessionStorage } from '../../src/infrastructure/browser/local-session.storage';
import { createContainer } from '../../src/infrastructure/di/container';
import { memoryAdapters } from './memory-adapters';
import type { Locale } from '../../src/domain/shared/format';

/** A container over the mock backend in-process; the session's timeout reads the backend's clock. */
export function createMemoryContainer(backend: MockBackend, locale?: () => Locale) {
  return createContainer({
    adapters: memoryAdapters(backend),
    storage: new InMemorySessionStorage(),
    locale,
    now: () => backend.clock.now().getTime(),
  });
}
