import { setDefinitionFunctionWrapper } from '@cucumber/cucumber';
import { withOneDiff } from './assertions';

type Definition = (this: unknown, ...args: unknown[]) => unknown;

/** Every step and hook fails with one diff at most (withOneDiff, assertions.ts). */
setDefinitionFunctionWrapper(
  (definition: Definition) =>
    function (this: unknown, ...args: unknown[]): unknown {
      try {
        const outcome = definition.apply(this, args);
        return outcome instanceof Promise
          ? outcome.catch((error: unknown) => Promise.reject(withOneDiff(error)))
          : outcome;
      } catch (error) {
        throw withOneDiff(error);
      }
    },
);
