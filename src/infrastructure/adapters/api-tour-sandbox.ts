import { inject, injectable } from 'inversify';
import type { TourSandbox } from '../../application/tour/tour-sandbox.port';
import type { PreparedSituation, TourSituation } from '../../domain/tour/tour';
import { tourApi } from '../../api/tour.api';
import { toPreparedSituation } from '../shared/tour.mapping';
import { API_TRANSPORT, type ApiTransport } from './api-transport';

/** The demo-only prepareTourSituation (src/api/tour.api.ts). */
@injectable()
export class ApiTourSandbox implements TourSandbox {
  constructor(@inject(API_TRANSPORT) private readonly api: ApiTransport) {}

  async prepare(situation: TourSituation): Promise<PreparedSituation> {
    return toPreparedSituation(await this.api.call(tourApi.prepareTourSituation, { params: { situation } }));
  }
}
