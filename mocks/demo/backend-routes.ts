import type { RequestHandler } from 'msw';
import type { MockBackend } from '../backend-core';
import { authApi } from '../../src/api/auth.api';
import { servedLogin } from '../operations/login';
import { answerRequest, mount } from '../handlers/route';

/**
 * The demo backend's routes, in two steps (docs/demo-backend.md#what-loads-when): the login's comes
 * with the worker, so the login page loads no more than a login uses; every route, and the services
 * behind them (mocks/backend-services.ts), load as the page's first call sets out (`warm`), or at the
 * latest with the first request. A login does not wait for them; any other request does.
 */
export class DemoRoutes {
  private readonly login: RequestHandler[];
  private readonly loginPath: string;
  private every: RequestHandler[] | null = null;
  private loading: Promise<RequestHandler[]> | null = null;

  constructor(
    private readonly apiBase: string,
    private readonly backend: MockBackend,
  ) {
    this.login = mount(apiBase, backend, [servedLogin(backend)]);
    this.loginPath = new URL(`${apiBase}${authApi.login.path}`).pathname;
  }

  /** Whether every route is loaded. */
  get loaded(): boolean {
    return this.every !== null;
  }

  /** Loads every route and the services behind them (once). */
  load(): Promise<RequestHandler[]> {
    this.loading ??= Promise.all([import('./every-route'), this.backend.loadServices()]).then(([{ everyRoute }]) => {
      const every = everyRoute(this.apiBase, this.backend);
      this.every = every;
      return every;
    });
    return this.loading;
  }

  /** The answer to `request`: a login at once, any other request once every route is loaded. */
  async answer(request: Request): Promise<Response> {
    if (this.every) return answerRequest(this.every, request);
    const loading = this.load();
    if (request.method === 'POST' && new URL(request.url).pathname === this.loginPath) {
      return answerRequest(this.login, request);
    }
    return answerRequest(await loading, request);
  }
}
