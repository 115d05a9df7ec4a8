import * as v from 'valibot';
import type { ScenarioSync, ScenarioSyncAnswer } from '../../application/catalogue/scenario-sync.port';
import type { HttpClient } from './http-client';

const answerSchema = v.object({ message: v.string(), updated: v.optional(v.number(), 0) });

export class HttpScenarioSync implements ScenarioSync {
  constructor(private readonly http: HttpClient) {}

  async refresh(): Promise<ScenarioSyncAnswer> {
    return v.parse(answerSchema, await this.http.request('GET', '/admin/scenarios/refresh'));
  }
}
