// Cucumber profiles: the same Gherkin run over both adapters (docs/architecture.md#tests).
//   memory: use cases → memory adapters → mock backend, called directly
//   http:   use cases → HTTP adapter → fetch intercepted by msw/node → the same mock backend
// No `paths` here: a profile with paths would add them to those given on the command line (cucumber
// merges both), so `cucumber-js --profile http features/orders` would run every feature. Without
// any path cucumber reads features/**/*.feature. `npm run feature` runs a file, a folder or a tag
// in both profiles (docs/qa.md).
import { register } from 'tsx/esm/api';

// TypeScript support code is compiled on the fly by tsx, registered here in cucumber's own
// process: cucumber's `loader` option goes through module.register(), which tsx 4 refuses
// ("tsx must be loaded with --import"). Registering here also keeps `npx cucumber-js` working.
register();

/**
 * One profile: its World parameters, and the reports QA tools read (HTML and JUnit XML, under
 * reports/, named after the profile). `remote` is the http adapter against the server
 * `npm run feature -- --base-url` names (docs/qa.md#the-specs-against-any-server).
 */
const profile = (name, adapter = name) => ({
  // Support code and steps; the unit tests of the support code (*.test.ts) are vitest's.
  import: ['features/support/**/!(*.test).ts', 'features/step_definitions/**/*.ts'],
  format: [
    'progress',
    ['./scripts/qa/cucumber-html.ts', `reports/cucumber-${name}.html`],
    `junit:reports/cucumber-${name}.xml`,
  ],
  formatOptions: {
    html: { title: `cucumber: ${name} profile` },
    junit: { suiteName: `cucumber (${name} profile)` },
    // The snippet printed for an undefined step, typed as docs/qa.md#a-new-step writes steps.
    snippetSyntax: './features/support/typed-snippet.ts',
  },
  strict: true,
  worldParameters: { adapter },
});

export default profile('memory');
export const memory = profile('memory');
export const http = profile('http');
export const remote = profile('remote', 'http');
