/** "à 14:05" the same day, "le 3 nov. à 14:05" before: the time a kept copy was fetched. */
export function fetchedAtText(
  fetchedAt: number,
  language: string,
  now: number,
): { key: "offline.fetchedToday" | "offline.fetchedOn"; time: string; date: string } {
  const when = new Date(fetchedAt);
  const time = new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit" }).format(
    when,
  );
  const date = new Intl.DateTimeFormat(language, { day: "numeric", month: "short" }).format(when);
  const sameDay = new Date(now).toDateString() === when.toDateString();
  return { key: sameDay ? "offline.fetchedToday" : "offline.fetchedOn", time, date };
}
