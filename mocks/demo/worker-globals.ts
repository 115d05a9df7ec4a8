/**
 * Imported first by the demo's backend worker. msw's cookie store (used by `getResponse`) asserts
 * that `localStorage` exists whenever it is not in Node, and dedicated workers have none: a
 * memory-only stand-in satisfies it. The mock API sets no cookies, so nothing is lost.
 */
class MemoryStorage {
  readonly #items = new Map<string, string>();
  get length(): number {
    return this.#items.size;
  }
  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
  removeItem(key: string): void {
    this.#items.delete(key);
  }
  clear(): void {
    this.#items.clear();
  }
}

const scope = globalThis as { localStorage?: unknown };
if (typeof scope.localStorage === 'undefined') scope.localStorage = new MemoryStorage();
