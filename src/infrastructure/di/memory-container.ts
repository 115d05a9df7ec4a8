import type { MockBackend } from '../../../mocks/backend';
import { InMemorySessionStorage } from '../browser/local-session.storage';
import { createContainer } from './container';
import { memoryAdapters } from './memory-adapters';
import type { Locale } from '../../domain/shared/format';

/** A container over the mock backend in-process; the session's timeout reads the backend's clock. */
export function createMemoryContainer(backend: MockBackend, locale?: () => Locale) {
  return createContainer({
    adapters: memoryAdapters(backend),
    storage: new InMemorySessionStorage(),
    locale,
    now: () => backend.clock.now().getTime(),
  });
}
