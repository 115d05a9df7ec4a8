import type { Token } from '../../src/application/shared/token';
import type { Records } from '../../src/application/shared/record.use-cases';
import type { BackOfficeWorld } from './world';

/** The generic record use case of one entity (list, get, save, remove, switch), from the scenario's container. */
export type RecordUseCases<T, Input, F = never> = Records<T, Input, F>;

export function recordUseCases<T, Input, F = never>(
  world: BackOfficeWorld,
  token: Token<Records<T, Input, F>>,
): RecordUseCases<T, Input, F> {
  return world.use(token);
}
