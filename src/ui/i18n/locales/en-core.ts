/** The English texts shown before login (core.json): the login page loads only these. */
export { default } from './en/core.json';
