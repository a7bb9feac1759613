/** Whether a process with this id is alive (files named after a process are kept while it runs). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, though another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
