// Keeps a child process running: `npm start` supervises the backend with it (scripts/start.mjs).
import { spawn } from 'node:child_process';

/**
 * The exit code of a process that cannot start with its configuration (EX_CONFIG, sysexits.h). The backend exits
 * with it (backend/src/configError.ts has the same number; a test checks they agree). A restart cannot fix a wrong
 * setting, so the supervisor stops instead of starting it again every second forever.
 */
export const CONFIG_EXIT_CODE = 78;

/** A run at least this long was healthy: the next restart is immediate and the backoff starts over. */
export const HEALTHY_RUN_MS = 10_000;
const MAX_DELAY_MS = 30_000;

/** Backoff after `quickFailures` crashes in a row that each came soon after starting: 0, then 1 s, 2 s, 4 s … 30 s. */
export function restartDelay(quickFailures) {
  return quickFailures === 0 ? 0 : Math.min(MAX_DELAY_MS, 1000 * 2 ** (quickFailures - 1));
}

/**
 * Runs `node <args>` and starts it again when it exits, unless stopped or unless it exits with CONFIG_EXIT_CODE
 * (then `onConfigError` runs). `schedule` is setTimeout; a test passes its own clock to see the backoff at once.
 * Returns { stop }, which stops restarting and ends the current process.
 */
export function supervise({
  name,
  args,
  cwd,
  env,
  log = console.log,
  onConfigError = () => {},
  schedule = setTimeout,
  onStart = () => {},
}) {
  let stopped = false;
  let child;
  let quickFailures = 0;
  const start = () => {
    const started = Date.now();
    child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    onStart(child);
    child.on('exit', (code, signal) => {
      if (stopped) return;
      log(`[${name}] exited with ${code ?? signal}`);
      if (code === CONFIG_EXIT_CODE) {
        log(`[${name}] not restarted: its configuration is invalid (see the message above). Fix the setting and start again.`);
        stopped = true;
        return onConfigError();
      }
      quickFailures = Date.now() - started < HEALTHY_RUN_MS ? quickFailures + 1 : 0;
      const delay = restartDelay(quickFailures);
      log(
        `[${name}] restarting${delay ? ` in ${delay / 1000} s (${quickFailures} quick failure${quickFailures === 1 ? '' : 's'} in a row)` : ''}`,
      );
      schedule(() => {
        if (!stopped) start();
      }, delay);
    });
  };
  start();
  return {
    stop() {
      stopped = true;
      child?.kill('SIGTERM');
    },
  };
}
