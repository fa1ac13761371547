import { setFlagsFromString } from "node:v8";

/**
 * How far V8 lets the heap grow past what is live before a full collection, in percent. Left to V8, under the
 * benchmark's load the heap grew to about four times its ~50 MB of live data (RSS 366 MB on PostgreSQL); at 50 %,
 * 206 MB, for about 2 % of the CPU in more frequent full collections (docs/decisions/0069-lean-pages.md).
 */
const HEAP_GROWING_PERCENT = 50;

/**
 * Sets the heap's growth unless the process was started with its own (`node --heap-growing-percent=N`, an
 * operator's choice). Set before the database's worker starts: V8's flags are the process's, so its heap grows the
 * same way.
 */
export function boundHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  if (execArgv.some((arg) => /^--heap[-_]growing[-_]percent=/.test(arg))) return;
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
