import { join, resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { importsOf, staticallyImported } from '../../scripts/static-imports';
import { MockBackend } from '../backend';
import { DemoRoutes } from './backend-routes';

const API = 'http://demo.test/api';
const root = resolve(__dirname, '../..');

function login(username = 'admin@demo.local'): Request {
  return new Request(`${API}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo' }),
  });
}

describe("the demo backend's routes (docs/demo-backend.md#what-loads-when)", () => {
  let backend: MockBackend;
  beforeAll(async () => {
    backend = await MockBackend.seeded({ services: 'on-demand' });
  });

  it("keep the services beyond the login's, every other handler and the API's operations out of the worker's first file", () => {
    const first = staticallyImported([join(root, 'mocks/demo/backend.worker.ts')], root);
    const onDemand = ['mocks/backend-services.ts', 'mocks/demo/every-route.ts', 'mocks/demo/changes-data.ts'].map(
      (file) => join(root, file),
    );
    // What they make or mount: each service, the handlers' index, src/api's list of operations.
    const theirs = onDemand.flatMap((file) => importsOf(file, root));
    expect(theirs.length).toBeGreaterThan(15);
    // The seed names its scenarios as the scenario sync does (mocks/db/catalogue.seed.ts).
    const seedUses = new Set([join(root, 'mocks/services/catalogue/scenario-sync.ts')]);
    const loadedFirst = [...onDemand, ...theirs]
      .filter((file) => first.has(file) && !seedUses.has(file))
      .map((file) => file.slice(root.length + 1));
    expect(loadedFirst).toEqual([]);
    expect(first.has(join(root, 'mocks/services/auth/auth.service.ts'))).toBe(true);
  });

  it('answer a login without the rest of the backend, which any other request waits for, then follow its audit entry', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const loadServices = backend.loadServices.bind(backend);
    backend.loadServices = () => held.then(loadServices);
    const routes = new DemoRoutes(API, backend);

    const answer = await routes.answer(login('reseller@demo.local'));
    expect(answer.status).toBe(200);
    const { token } = (await answer.json()) as { token: string };
    expect(backend.servicesLoaded).toBe(false);
    expect(() => backend.orders).toThrow(/loadServices/);

    const answered: Response[] = [];
    const asked = routes
      .answer(new Request(`${API}/me/session`, { headers: { authorization: `Bearer ${token}` } }))
      .then((response) => answered.push(response));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toEqual([]);
    release();
    await asked;
    expect(answered[0]?.status).toBe(200);
    expect(routes.loaded).toBe(true);

    // The login's entry was followed as the services loaded: its change event is the log's first.
    const resumed = backend.events.log.since(0);
    expect('events' in resumed && resumed.events.map((event) => event.data)).toEqual([
      expect.objectContaining({
        entry: expect.objectContaining({
          action: 'login',
          actor: expect.objectContaining({ username: 'reseller@demo.local' }),
        }),
      }),
    ]);
    expect(backend.lastEventId).toBe(1);
  });
});
