/**
 * Where the frame a reopened page draws first is kept (./remembered-frame.ts). A module of its own: the entry
 * names it (src/ui/boot.tsx: it belongs to the session and goes with it) without bringing the code that writes
 * the record, which comes with the shell.
 */
export const FRAME_STORAGE_KEY = 'bo.frame';
