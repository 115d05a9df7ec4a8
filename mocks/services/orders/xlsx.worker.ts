/// <reference lib="webworker" />
/**
 * The demo's XLSX export off the page's main thread: zipping 3,000 orders takes most of a second,
 * which would freeze the page the mock backend runs in.
 */
import { writeXlsx, type SheetRows } from './xlsx-sheet';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<{ id: number; rows: SheetRows; sheet: string }>) => {
  const { id, rows, sheet } = event.data;
  writeXlsx(rows, sheet).then(
    (bytes) => scope.postMessage({ id, bytes }, [bytes.buffer]),
    (error: unknown) => scope.postMessage({ id, error: String(error) }),
  );
};
