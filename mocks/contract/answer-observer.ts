import type { SetupServer } from 'msw/node';
import { AnswerChecker, type AnswerVerdict } from '../../src/api/openapi/answer-check';
import { MOCK_OPERATIONS } from '../../src/api/index';
import { openApiDocument } from '../../src/api/openapi/document';

let shared: AnswerChecker | null = null;

/** The strict checker of the mock's answers (the demo's own calls too), built once per process from src/api. */
function mockAnswerChecker(): AnswerChecker {
  shared ??= new AnswerChecker(openApiDocument({ operations: MOCK_OPERATIONS }), { strict: true });
  return shared;
}

/**
 * Validates every answer the mock gives against the OpenAPI document (docs/api/README.md, "The
 * contract and the conformance run"): tests hand it each request and answer, then ask for the
 * problems found. An answer on a route the document lacks is a problem too.
 */
export class AnswerObserver {
  private pending: Promise<void>[] = [];
  private found: string[] = [];
  /** Answers checked since the observer was made. */
  checked = 0;

  constructor(
    private readonly base: string,
    private readonly checker: AnswerChecker = mockAnswerChecker(),
  ) {}

  /**
   * Checks one answer (its body is read from a copy). An event stream's body is not copied: a copy
   * would hold every event nobody reads, and keep the client's cancel from reaching the stream.
   */
  observe(request: Request, response: Response): void {
    const url = new URL(request.url);
    if (!url.href.startsWith(this.base)) return;
    const streamed = (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');
    const copy = streamed
      ? new Response(null, { status: response.status, headers: response.headers })
      : response.clone();
    this.pending.push(
      (async () => {
        const contentType = copy.headers.get('content-type');
        let body: unknown = undefined;
        if (contentType?.includes('application/json')) {
          const text = await copy.text();
          try {
            body = text ? (JSON.parse(text) as unknown) : undefined;
          } catch {
            this.found.push(`${request.method} ${url.pathname}: the JSON answer does not parse`);
            return;
          }
        }
        const verdict: AnswerVerdict = this.checker.check({
          method: request.method,
          path: url.pathname.slice(new URL(this.base).pathname.replace(/\/$/, '').length) || '/',
          status: copy.status,
          contentType,
          body,
          headers: copy.headers,
        });
        this.checked += 1;
        this.found.push(...verdict.problems);
      })(),
    );
  }

  /** Checks every answer msw/node gives from now on. */
  watch(server: SetupServer): void {
    server.events.on('response:mocked', ({ request, response }) => this.observe(request, response));
  }

  /** The problems found since the last call (waits for the answers still being read). */
  async problems(): Promise<string[]> {
    const waiting = this.pending;
    this.pending = [];
    await Promise.all(waiting);
    const out = this.found;
    this.found = [];
    return out;
  }
}
