import { writeXlsx, type SheetRows } from './xlsx-sheet';

export type XlsxWriter = (rows: SheetRows, sheet: string) => Promise<Uint8Array>;

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (bytes: Uint8Array) => void; reject: (error: Error) => void }>();

/** In a browser page, a worker writes the file so the page keeps answering meanwhile. */
function writeInWorker(rows: SheetRows, sheet: string): Promise<Uint8Array> {
  if (!worker) {
    worker = new Worker(new URL('./xlsx.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<{ id: number; bytes?: Uint8Array; error?: string }>) => {
      const call = pending.get(event.data.id);
      pending.delete(event.data.id);
      if (event.data.bytes) call?.resolve(event.data.bytes);
      else call?.reject(new Error(event.data.error ?? 'XLSX worker failed'));
    };
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker?.postMessage({ id, rows, sheet });
  });
}

/** The XLSX writer for where the mock runs: a worker in a browser page, in-thread in Node. */
export function defaultXlsxWriter(): XlsxWriter {
  const inPage = typeof window !== 'undefined' && typeof Worker !== 'undefined';
  return inPage ? writeInWorker : writeXlsx;
}
