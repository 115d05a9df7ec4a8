import type { MockBackend, RecordServiceLike } from '../backend';
import { parseId } from '../services/validation';
import { CATALOGUE_ROUTES } from './catalogue.handlers';
import { routes } from './route';

/**
 * Where each listed entity lives in the API (SPEC 7). Each gets the same calls:
 * GET list, GET /{id}, POST, PUT /{id}, PUT /active/{id}, DELETE /{id}.
 */
export const RECORD_ROUTES: Readonly<Record<string, string>> = {
  users: '/admin/users',
  resellers: '/admin/resellers',
  mandrels: '/admin/mandrels',
  ...CATALOGUE_ROUTES,
  tooltips: '/admin/cms',
  configEnv: '/admin/config_env',
};

export function recordHandlers(base: string, backend: MockBackend, path: string, service: RecordServiceLike) {
  const { authed } = routes(base, backend);
  return [
    authed('get', path, ({ query }, ctx) => service.list(ctx!, query)),
    authed('put', `${path}/active/:id`, ({ params, body, locale }, ctx) => {
      if (!service.setActive) return Response.json({ message: 'Not found' }, { status: 404 });
      return service.setActive(ctx!, parseId(params.id, locale), body);
    }),
    authed('get', `${path}/:id`, ({ params, locale }, ctx) => service.get(ctx!, parseId(params.id, locale))),
    authed('post', path, ({ body }, ctx) => service.create(ctx!, body)),
    authed('put', `${path}/:id`, ({ params, body, locale }, ctx) =>
      service.update(ctx!, parseId(params.id, locale), body),
    ),
    authed('delete', `${path}/:id`, ({ params, locale }, ctx) => service.remove(ctx!, parseId(params.id, locale))),
  ];
}

export function allRecordHandlers(base: string, backend: MockBackend) {
  return Object.entries(RECORD_ROUTES).flatMap(([key, path]) => {
    const service = backend.records[key];
    if (!service) throw new Error(`No mock service for "${key}"`);
    return recordHandlers(base, backend, path, service);
  });
}
