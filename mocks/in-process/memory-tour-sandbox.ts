import type { TourSandbox } from '../../src/application/tour/tour-sandbox.port';
import type { PreparedSituation, TourSituation } from '../../src/domain/tour/tour';
import { tourApi } from '../../src/api/tour.api';
import { TourService } from '../services/tour/tour.service';
import { toPreparedSituation } from '../../src/infrastructure/shared/tour.mapping';
import type { MemoryCaller } from './memory-caller';

/** The tour's sandbox by direct calls to the mock backend, parsed and mapped as the HTTP adapter does. */
export class MemoryTourSandbox implements TourSandbox {
  private readonly service: TourService;

  constructor(private readonly caller: MemoryCaller) {
    this.service = new TourService(caller.backend);
  }

  async prepare(situation: TourSituation): Promise<PreparedSituation> {
    return toPreparedSituation(
      await this.caller.answer(tourApi.prepareTourSituation, (ctx) => this.service.prepare(ctx, situation)),
    );
  }
}
