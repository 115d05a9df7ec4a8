/** Injection tokens of the users' use cases (generic record use cases bound to the user repository). */
export const USERS = {
  list: Symbol.for('users.list'),
  get: Symbol.for('users.get'),
  save: Symbol.for('users.save'),
  remove: Symbol.for('users.remove'),
  toggleActive: Symbol.for('users.toggleActive'),
} as const;
