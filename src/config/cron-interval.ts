/** Minutes that divide an hour, and hours that divide a day: what a cron schedule repeats evenly. */
const MINUTES = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30];
const HOURS = [1, 2, 3, 4, 6, 8, 12, 24];

/** The intervals, in seconds, a setting of a scheduled job may take. */
export const CRON_INTERVALS_SECONDS = [
  ...MINUTES.map((minutes) => minutes * 60),
  ...HOURS.map((hours) => hours * 3_600),
];

/** The cron expression (UTC) that runs every `seconds`, one of CRON_INTERVALS_SECONDS. */
export function cronEvery(seconds: number): string {
  if (!CRON_INTERVALS_SECONDS.includes(seconds)) {
    throw new Error(`no cron schedule repeats every ${seconds} s`);
  }
  if (seconds < 3_600) return `*/${seconds / 60} * * * *`;
  const hours = seconds / 3_600;
  return hours === 24 ? '0 0 * * *' : `0 */${hours} * * *`;
}
