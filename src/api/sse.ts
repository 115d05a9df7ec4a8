/**
 * The wire format of GET /events (docs/api/README.md#events), a server-sent events stream (the WHATWG
 * HTML standard, "Server-sent events"): each event as `id:`, `event:` and one `data:` line of JSON
 * (JSON.stringify escapes every line break), then a blank line; a line starting with `:` is a comment.
 */
export function sseEvent(event: { readonly id?: number; readonly event: string; readonly data: unknown }): string {
  const id = event.id === undefined ? '' : `id: ${event.id}\n`;
  return `${id}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * The answer header of a call made with a session that says the id of the latest event when the server
 * read the answer's data: a client starting its event stream from it (`Last-Event-ID`) misses no change
 * made in between. Optional: a server without it leaves that gap to the client.
 */
export const LAST_EVENT_ID_HEADER = 'x-last-event-id';

export const sseComment = (text: string): string => `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;

/** How long a client waits before it connects again after a lost connection. */
export const sseRetry = (ms: number): string => `retry: ${Math.round(ms)}\n\n`;

/** One event as a client reads it back. */
export interface ParsedEvent {
  readonly id: string | null;
  readonly event: string;
  readonly data: string;
}

/**
 * Reads a stream's text back into events, as EventSource does (comments and `retry` skipped): any
 * client of the stream (the conformance run, the bench, the tests). `feed` takes text as it arrives
 * and gives the events it completed.
 */
class SseReader {
  private buffer = '';

  feed(text: string): ParsedEvent[] {
    this.buffer += text;
    const out: ParsedEvent[] = [];
    let end: number;
    while ((end = this.buffer.search(/\r?\n\r?\n|\r\r/)) !== -1) {
      const block = this.buffer.slice(0, end);
      this.buffer = this.buffer.slice(end).replace(/^(\r?\n\r?\n|\r\r)/, '');
      let id: string | null = null;
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r\n|\r|\n/)) {
        if (line === '' || line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon === -1 ? line : line.slice(0, colon);
        const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'id') id = value;
        else if (field === 'event') event = value;
        else if (field === 'data') data.push(value);
      }
      if (data.length) out.push({ id, event, data: data.join('\n') });
    }
    return out;
  }
}

/**
 * The events of a stream's body, one at a time, as they arrive: `next()` gives the next event, or
 * null once the stream has ended; `close()` stops reading (the server ends its subscription).
 */
export class EventStreamReader {
  private readonly reader: ReadableStreamDefaultReader<Uint8Array>;
  private readonly decoder = new TextDecoder();
  private readonly parser = new SseReader();
  private readonly queued: ParsedEvent[] = [];
  private ended = false;

  constructor(body: ReadableStream<Uint8Array>) {
    this.reader = body.getReader();
  }

  async next(): Promise<ParsedEvent | null> {
    while (!this.queued.length && !this.ended) {
      const { done, value } = await this.reader.read();
      if (done) this.ended = true;
      else this.queued.push(...this.parser.feed(this.decoder.decode(value, { stream: true })));
    }
    return this.queued.shift() ?? null;
  }

  /** The next event of type `type`, skipping the others; null if the stream ends first. */
  async nextOf(type: string): Promise<ParsedEvent | null> {
    for (;;) {
      const event = await this.next();
      if (event === null || event.event === type) return event;
    }
  }

  async close(): Promise<void> {
    this.ended = true;
    await this.reader.cancel().catch(() => undefined);
  }
}
