import type { TourSandbox } from '../../application/tour/tour-sandbox.port';
import type { PreparedSituation, TourSituation } from '../../domain/tour/tour';
import { DemoTourService } from '../../../mocks/services/demo/demo-tour.service';
import { toPreparedSituation } from '../shared/tour.dto';
import type { MemoryCaller } from './memory-caller';

/** The tour's sandbox by direct calls to the mock backend, with the HTTP adapter's mapping. */
export class MemoryTourSandbox implements TourSandbox {
  private readonly service: DemoTourService;

  constructor(private readonly caller: MemoryCaller) {
    this.service = new DemoTourService(caller.backend);
  }

  async prepare(situation: TourSituation): Promise<PreparedSituation> {
    return toPreparedSituation(await this.caller.authed((ctx) => this.service.prepare(ctx, situation)));
  }
}
