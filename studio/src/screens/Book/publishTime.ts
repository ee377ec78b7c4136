/** Times of the publish and schedule controls: `datetime-local` inputs hold the author's local time; the API takes ISO. */

const pad = (value: number) => String(value).padStart(2, "0");

/** A date as a `datetime-local` input's value, in local time, to the minute. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value (local time) as an ISO instant; null when it is empty or not a time. */
export function fromLocalInputValue(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  // Without an offset, a date-time string is read as local time.
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The default a schedule form offers: the next full hour at least 30 minutes away. */
export function defaultScheduleTime(now: Date = new Date()): Date {
  const next = new Date(now.getTime() + 30 * 60_000);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return next;
}

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** An ISO time as the author's locale writes it, in their time zone. */
export function formatPublicationTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
}

/** The author's time zone, to say which time a schedule input means. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
