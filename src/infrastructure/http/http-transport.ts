import { inject, injectable } from 'inversify';
import { fillPath, pathParams, type AnyOperation, type ParsedAnswerOf } from '../../api/operation';
import { token } from '../../application/shared/token';
import type { FileLink } from '../../domain/orders/order';
import type { ApiCall, ApiFile, ApiTransport } from '../adapters/api-transport';
import type { HttpClient, RequestOptions } from './http-client';

export const HTTP_CLIENT = token<HttpClient>('HttpClient');

/**
 * The API over HTTP: each call of an operation as its method and path, the list's parameters in
 * the query (src/infrastructure/http/list-params.ts, loaded with the first list: the login page
 * lists nothing), the body as JSON or multipart, the version as If-Match and back as the ETag.
 */
@injectable()
export class HttpTransport implements ApiTransport {
  constructor(@inject(HTTP_CLIENT) private readonly http: HttpClient) {}

  /** The call's query: its list's parameters, and its params that are not in the path. */
  private async query<O extends AnyOperation>(operation: O, call: ApiCall<O>): Promise<RequestOptions['query']> {
    const inPath = new Set(pathParams(operation.path));
    const plain = Object.entries(call.params ?? {}).filter(([name]) => !inPath.has(name));
    const list = call.list ? (await import('./list-params')).listParams(operation, call.list) : {};
    return { ...list, ...Object.fromEntries(plain.map(([name, value]) => [name, String(value)])) };
  }

  private async send<O extends AnyOperation>(
    operation: O,
    call: ApiCall<O>,
    onHeaders?: (headers: Headers) => void,
  ): Promise<ParsedAnswerOf<O>> {
    const params = call.params ?? {};
    if (call.onProgress && call.body !== undefined) {
      const { body, onProgress } = call;
      return body instanceof FormData
        ? this.http.upload(operation, params, body, onProgress)
        : this.http.uploadJson(operation, params, body, onProgress);
    }
    return this.http.call(operation, {
      params,
      query: await this.query(operation, call),
      body: call.body,
      session: call.session,
      token: call.token,
      ifMatch: call.ifMatch,
      signal: call.signal,
      onHeaders,
    });
  }

  call<O extends AnyOperation>(operation: O, call: ApiCall<O> = {}): Promise<ParsedAnswerOf<O>> {
    return this.send(operation, call);
  }

  async versioned<O extends AnyOperation>(operation: O, call: ApiCall<O> = {}) {
    let version: string | null = null;
    const answer = await this.send(operation, call, (headers) => {
      version = headers.get('etag');
    });
    return { answer, version };
  }

  async file<O extends AnyOperation>(operation: O, call: ApiCall<O> = {}): Promise<ApiFile> {
    const path = fillPath(operation.path, call.params ?? {});
    return this.http.requestFile(operation.method.toUpperCase(), path, {
      query: await this.query(operation, call),
      body: call.body,
    });
  }

  stream<O extends AnyOperation>(
    operation: O,
    call: Pick<ApiCall<O>, 'signal'> & { readonly lastEventId?: string | null } = {},
  ): Promise<ReadableStream<Uint8Array>> {
    return this.http.requestStream(fillPath(operation.path, {}), call);
  }

  /** By the URL the record gives: a real server may serve its files from anywhere. */
  download(link: FileLink): Promise<ApiFile> {
    return this.http.requestFile('GET', link.url);
  }
}
