import { describeContracts } from './contracts';
import { useHttpHarness } from './harness';

describeContracts('HTTP adapter over msw/node', useHttpHarness());
