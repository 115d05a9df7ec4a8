// Cucumber profiles: the same Gherkin run over both adapters (docs/architecture.md#tests).
//   memory: use cases → memory adapters → mock backend, called directly
//   http:   use cases → HTTP adapter → fetch intercepted by msw/node → the same mock backend
import { register } from 'tsx/esm/api';

// TypeScript support code is compiled on the fly by tsx, registered here in cucumber's own
// process: cucumber's `loader` option goes through module.register(), which tsx 4 refuses
// ("tsx must be loaded with --import"). Registering here also keeps `npx cucumber-js` working.
register();

const common = {
  paths: ['features/**/*.feature'],
  import: ['features/support/**/*.ts', 'features/step_definitions/**/*.ts'],
  format: ['progress'],
  strict: true,
};

export default { ...common, worldParameters: { adapter: 'memory' } };
export const memory = { ...common, worldParameters: { adapter: 'memory' } };
export const http = { ...common, worldParameters: { adapter: 'http' } };
