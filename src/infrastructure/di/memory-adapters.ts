import type { User, UserInput } from '../../domain/users/user';
import type { MockBackend } from '../../../mocks/backend';
import { MemoryAuthGateway } from '../memory/memory-auth.gateway';
import { MemoryCaller } from '../memory/memory-caller';
import { MemoryRecordRepository } from '../memory/memory-record.repository';
import { toUser, toUserBody } from '../shared/user.dto';
import type { AdapterFactory } from './adapters';

/** Adapters calling the mock backend in-process: tests and tools only, never the production bundle. */
export function memoryAdapters(backend: MockBackend): AdapterFactory {
  return (deps) => {
    const caller = new MemoryCaller(backend, deps.token, deps.locale, deps.events);
    return {
      auth: new MemoryAuthGateway(caller),
      users: new MemoryRecordRepository<User, UserInput>(caller, backend.users, {
        toEntity: toUser,
        toBody: toUserBody,
      }),
    };
  };
}
