import { describeContracts } from './contracts';
import { memoryHarness } from './harness';

describeContracts('memory adapter', memoryHarness);
