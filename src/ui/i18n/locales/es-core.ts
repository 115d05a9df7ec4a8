/** The Spanish texts shown before login (core.json): the login page loads only these. */
export { default } from './es/core.json';
