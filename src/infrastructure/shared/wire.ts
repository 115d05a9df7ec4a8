import * as v from 'valibot';
import { ServerError } from '../../domain/shared/errors';
import type { AnyOperation, ParsedAnswerOf } from '../../api/operation';

/**
 * An answer that does not match the contract: the adapters never hand a half-read record to the
 * application. The message is the usual "unexpected answer" for people; `problems` names the
 * operation and the fields at fault for the console and the conformance run.
 */
export class WireError extends ServerError {
  constructor(
    readonly operation: string,
    readonly problems: readonly string[],
  ) {
    super('errors.badResponse');
  }
}

/** Where an issue is, as a path into the JSON (`list.3.status.id`), and what was wrong. */
function describeIssues(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    const where = issue.path?.map((p) => String(p.key)).join('.') || '(root)';
    return `${where}: ${issue.message}`;
  });
}

/** The answer of an operation, parsed by its schema (defaults filled in), or a WireError. */
export function parseAnswer<O extends AnyOperation>(operation: O, json: unknown): ParsedAnswerOf<O> {
  const answer = operation.answer;
  if (!('schema' in answer) || !answer.schema) return undefined as ParsedAnswerOf<O>;
  const result = v.safeParse(answer.schema, json);
  if (!result.success) throw new WireError(operation.id, describeIssues(result.issues));
  return result.output as ParsedAnswerOf<O>;
}
