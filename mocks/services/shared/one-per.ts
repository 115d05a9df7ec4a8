/** One `T` per owner (a backend, a database): made on first use, forgotten with its owner. */
export function onePer<O extends object, T>(make: (owner: O) => T): (owner: O) => T {
  const made = new WeakMap<O, T>();
  return (owner) => {
    let value = made.get(owner);
    if (value === undefined) {
      value = make(owner);
      made.set(owner, value);
    }
    return value;
  };
}
