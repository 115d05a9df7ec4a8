import type { User, UserInput } from '../../domain/users/user';
import { HttpAuthGateway } from '../http/http-auth.gateway';
import { HttpClient } from '../http/http-client';
import { HttpRecordRepository } from '../http/http-record.repository';
import { toUser, toUserBody } from '../shared/user.dto';
import type { AdapterFactory } from './adapters';

export function httpAdapters(baseUrl: string, fetchImpl?: typeof fetch): AdapterFactory {
  return (deps) => {
    const http = new HttpClient({ baseUrl: baseUrl.replace(/\/$/, ''), ...deps, fetch: fetchImpl });
    return {
      auth: new HttpAuthGateway(http),
      users: new HttpRecordRepository<User, UserInput>(http, '/admin/users', { toEntity: toUser, toBody: toUserBody }),
    };
  };
}
