import { describeAuthGatewayContract } from './auth-gateway.contract';
import { memoryHarness, useHttpHarness } from './harness';
import { describeUserRepositoryContract } from './user-repository.contract';

const httpHarness = useHttpHarness();

for (const [name, make] of [
  ['memory adapter', memoryHarness],
  ['HTTP adapter over msw/node', httpHarness],
] as const) {
  describeAuthGatewayContract(name, make);
  describeUserRepositoryContract(name, make);
}
