import { describe, expect, it } from 'vitest';
import { usersApi } from '../../api/users.api';
import { AppEvents } from '../../application/shared/events';
import { StaleRecordError } from '../../domain/shared/errors';
import { HttpTransport } from './http-transport';

const user = { id: 7, username: 'lea@example.com', roles: ['ROLE_READER'] };

/** A transport whose fetch answers `answer` and keeps the request it was given. */
function clientAnswering(answer: () => Response) {
  const sent: Request[] = [];
  const client = new HttpTransport({
    baseUrl: 'http://api.test',
    token: () => 'token-1',
    locale: () => 'en',
    events: new AppEvents(),
    fetch: (input, init) => {
      sent.push(new Request(input, init));
      return Promise.resolve(answer());
    },
  });
  return { client, sent };
}

describe('HttpTransport and record versions (docs/api/README.md#versions-and-lost-updates)', () => {
  it("hands back a record answer's ETag as its version with the parsed answer", async () => {
    const { client } = clientAnswering(() => Response.json(user, { headers: { etag: '"v1"' } }));
    const { answer, version } = await client.versioned(usersApi.records.get!, { params: { id: 7 } });
    expect(answer).toMatchObject({ id: 7, username: 'lea@example.com' });
    expect(version).toBe('"v1"');
  });

  it('sends the version as If-Match only when it is given', async () => {
    const { client, sent } = clientAnswering(() => Response.json(user));
    const body = { username: 'lea@example.com', firstname: 'Léa', lastname: 'Martin', roles: ['ROLE_READER'] };
    await client.call(usersApi.records.update!, { params: { id: 7 }, body, ifMatch: '"v1"' });
    await client.call(usersApi.records.update!, { params: { id: 7 }, body });
    expect(sent.map((r) => r.headers.get('if-match'))).toEqual(['"v1"', null]);
  });

  it('turns a 412 into a StaleRecordError with the server’s message', async () => {
    const { client } = clientAnswering(() =>
      Response.json({ message: 'This record has changed since you opened it.' }, { status: 412 }),
    );
    const refused = await client
      .call(usersApi.records.setActive!, { params: { id: 7 }, body: { isActive: false }, ifMatch: '"old"' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(StaleRecordError);
    expect((refused as Error).message).toBe('This record has changed since you opened it.');
  });
});
