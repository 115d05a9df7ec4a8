import type { TourSandbox } from '../../application/tour/tour-sandbox.port';
import type { PreparedSituation, TourSituation } from '../../domain/tour/tour';
import { tourApi } from '../../api/tour.api';
import { toPreparedSituation } from '../shared/tour.mapping';
import type { HttpClient } from './http-client';

/** The demo-only prepareTourSituation over HTTP (src/api/tour.api.ts). */
export class HttpTourSandbox implements TourSandbox {
  constructor(private readonly http: HttpClient) {}

  async prepare(situation: TourSituation): Promise<PreparedSituation> {
    return toPreparedSituation(await this.http.call(tourApi.prepareTourSituation, { params: { situation } }));
  }
}
