import type { MockBackend } from '../../../mocks/backend';
import { InMemorySessionStorage } from '../browser/local-session.storage';
import { createContainer } from './container';
import { memoryAdapters } from './memory-adapters';
import type { Locale } from '../../domain/shared/format';

export function createMemoryContainer(backend: MockBackend, locale?: () => Locale) {
  return createContainer({ adapters: memoryAdapters(backend), storage: new InMemorySessionStorage(), locale });
}
