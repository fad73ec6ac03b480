/** Today's date in South Africa (YYYY-MM-DD): the earliest end a suspension may have. */
export function todayInSouthAfrica(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(now);
}

/** A chosen end date means "suspended through that day" (South African time). */
export function endOfDay(date: string): string {
  return `${date}T23:59:59+02:00`;
}
