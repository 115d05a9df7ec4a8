import { boot, showBootError } from './boot';

// The production entry: the app against the API at VITE_API_URL (or this origin). The demo's entry,
// with its backend in the browser, is mocks/demo/main.ts (vite.config.ts picks it for demo builds).
boot().catch(showBootError);
