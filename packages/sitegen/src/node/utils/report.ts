import type { ReportingPolicy } from '../../shared/types';

/**
 * A problem reported as an option of Docusaurus's asks (its logger's `report`): not at all,
 * logged, warned about, or stopping the build.
 */
export function report(policy: ReportingPolicy, message: string, log: Pick<Console, 'log' | 'warn'> = console): void {
  if (policy === 'ignore') return;
  if (policy === 'throw') throw new Error(message);
  if (policy === 'warn') log.warn(`Warning: ${message}`);
  else log.log(message);
}
