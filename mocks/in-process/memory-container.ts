import type { MockBackend } from '../backend';
import { InMemorySessionStorage } from '../../src/infrastructure/browser/local-session.storage';
import { createContainer } from '../../src/infrastructure/di/container';
import { SCREENS } from '../../src/infrastructure/di/screens';
import { memoryModule } from './memory.module';
import type { Locale } from '../../src/domain/shared/format';

/** The app's container over the mock backend in-process; the session's timeout reads the backend's clock. */
export function createMemoryContainer(backend: MockBackend, locale?: () => Locale) {
  return createContainer({
    adapters: memoryModule(backend),
    storage: new InMemorySessionStorage(),
    locale,
    now: () => backend.clock.now().getTime(),
    screens: SCREENS,
  });
}
