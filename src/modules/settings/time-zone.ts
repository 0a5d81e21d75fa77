/** Whether the JavaScript runtime knows `zone` (what the service uses for calendar maths). */
export function isRuntimeTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
