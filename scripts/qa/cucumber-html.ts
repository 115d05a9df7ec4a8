/**
 * Cucumber's own HTML report, titled after its profile (`cucumber: http profile`) rather than
 * "Cucumber": three profiles write three pages (docs/qa.md#reports), and a page says which it is.
 * `formatOptions.html.title` sets the title; everything else is the built-in formatter's.
 */
import { createRequire } from 'node:module';

interface FormatterOptions {
  readonly options: { readonly title?: string };
  readonly write: (chunk: unknown) => void;
  readonly [key: string]: unknown;
}

interface Formatter {
  readonly type: 'formatter';
  readonly optionsKey: string;
  formatter(options: FormatterOptions): unknown;
}

const builtin = (
  createRequire(import.meta.url)('@cucumber/cucumber/lib/formatter/builtin/html') as { default: Formatter }
).default;

/** The chunk the built-in page writes as its title. */
const TITLE = 'Cucumber';

const titled: Formatter = {
  type: 'formatter',
  optionsKey: builtin.optionsKey,
  formatter(options) {
    const title = options.options.title;
    let pending = Boolean(title);
    return builtin.formatter({
      ...options,
      write: (chunk) => {
        if (pending && String(chunk) === TITLE) {
          pending = false;
          return options.write(title);
        }
        return options.write(chunk);
      },
    });
  },
};

export default titled;
