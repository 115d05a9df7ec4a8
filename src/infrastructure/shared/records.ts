import type { User, UserInput } from '../../domain/users/user';
import type { RecordMapping } from './record-mapping';
import { toUser, toUserBody } from './user.dto';
import { mandrelMapping } from './catalogue.dto';

export interface RecordEndpoint<T, Input> {
  /** The API path of the entity's list; /{id}, /active/{id} hang below it. */
  readonly path: string;
  readonly mapping: RecordMapping<T, Input>;
}

const endpoint = <T, Input>(path: string, mapping: RecordMapping<T, Input>): RecordEndpoint<T, Input> => ({
  path,
  mapping,
});

/**
 * Every listed entity the API serves the same way (list, get, create, update, delete, active):
 * one line each. Both adapters are built from this table, so they cannot disagree on a path.
 */
export const RECORD_ENDPOINTS = {
  users: endpoint<User, UserInput>('/admin/users', { toEntity: toUser, toBody: toUserBody }),
  mandrels: endpoint('/admin/mandrels', mandrelMapping),
} as const;

export type RecordKey = keyof typeof RECORD_ENDPOINTS;
export const RECORD_KEYS = Object.keys(RECORD_ENDPOINTS) as RecordKey[];
