import type {
  CumulatedTurnoverPoint,
  DashboardCharts,
  DashboardCounters,
  DashboardQuery,
} from '../../domain/dashboard/dashboard';
import type { Principal } from '../../domain/users/role';
import { ownResellerId } from '../shared/reseller-scope';
import type { SessionStore } from '../session/session.store';
import type { DashboardGateway } from './dashboard-gateway.port';

/** Everything the dashboard shows for one period. */
export interface DashboardFigures {
  readonly counters: DashboardCounters;
  readonly charts: DashboardCharts;
  readonly cumulated: CumulatedTurnoverPoint[];
}

/**
 * docs/access.md#reseller-scoping as for the lists: a reseller's dashboard is asked for with its own id, whatever the
 * query says (the server scopes it anyway); staff may name one reseller or none.
 */
function scopeDashboard(query: DashboardQuery, user: Principal | null): DashboardQuery {
  const own = ownResellerId(user, 'dashboard');
  return own === null ? query : { ...query, resellerId: own };
}

/** The dashboard's three calls, in parallel. */
export class LoadDashboard {
  constructor(
    private readonly dashboard: DashboardGateway,
    private readonly session: Pick<SessionStore, 'user'>,
  ) {}

  async execute(query: DashboardQuery): Promise<DashboardFigures> {
    const scoped = scopeDashboard(query, this.session.user);
    const [counters, charts, cumulated] = await Promise.all([
      this.dashboard.counters(scoped),
      this.dashboard.charts(scoped),
      this.dashboard.cumulatedTurnover(scoped),
    ]);
    return { counters, charts, cumulated };
  }
}
