import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

/**
 * User plus system time of a process in clock ticks, from its `/proc/<pid>/stat` line (fields 14 and 15, counted
 * from 1; the command name in parentheses may hold spaces, so fields are counted after its closing parenthesis).
 * Every thread of the process counts: the embedded database's worker too, never another process (PostgreSQL's own).
 */
export function cpuTicksOf(statLine: string): number {
  const fields = statLine.slice(statLine.lastIndexOf(")") + 2).split(" ");
  // After the name, the state is field 3: utime (14) and stime (15) are the 12th and 13th from there.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) throw new Error(`not a /proc stat line: ${statLine.slice(0, 80)}`);
  return utime + stime;
}

let ticksPerSecond: number | undefined;

/** The process's CPU time so far, in milliseconds (10 ms steps at the usual 100 ticks a second). */
export function cpuMs(pid: number): number {
  ticksPerSecond ??= Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;
  return (cpuTicksOf(readFileSync(`/proc/${pid}/stat`, "utf8")) * 1000) / ticksPerSecond;
}

/** CPU milliseconds a request over a run: the process's CPU time spent during it over the requests it answered. */
export const cpuMsPerRequest = (beforeMs: number, afterMs: number, requests: number) =>
  requests > 0 ? Math.round(((afterMs - beforeMs) / requests) * 100) / 100 : 0;
