import type { ChildProcess } from "node:child_process";
import { performance } from "node:perf_hooks";

// What the bench's two servers (the project's build and the bare React Router app) do alike around their process.

/** Refuses a port something already answers on: that server would be measured instead of this one. */
export async function refuseOccupied(url: string, port: number): Promise<void> {
  const occupied = await fetch(url).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`port ${port} is already in use: stop the other server or use --port`);
}

/** Waits until `url` answers ok, failing at once if the process exits and after `timeoutMs` if it never answers. */
export async function untilAnswering(child: ChildProcess, url: string, timeoutMs: number, what: string): Promise<void> {
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited while starting (code ${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (performance.now() - started > timeoutMs) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Stops the process with SIGTERM and waits for it to exit (nothing to do if it is gone already). */
export async function stopChild(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}
