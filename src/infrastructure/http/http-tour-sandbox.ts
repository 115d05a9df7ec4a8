import type { TourSandbox } from '../../application/tour/tour-sandbox.port';
import type { PreparedSituation, TourSituation } from '../../domain/tour/tour';
import { toPreparedSituation } from '../shared/tour.dto';
import type { HttpClient } from './http-client';

/** Issue 9's demo-only call over HTTP: POST /demo/tour/{situation}. */
export class HttpTourSandbox implements TourSandbox {
  constructor(private readonly http: HttpClient) {}

  async prepare(situation: TourSituation): Promise<PreparedSituation> {
    return toPreparedSituation(await this.http.request('POST', `/demo/tour/${encodeURIComponent(situation)}`));
  }
}
