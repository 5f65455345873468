/**
 * A text of messages.ts whose placeholders SQL fills (format()'s %1$s, %2$s, ...): for writes that run in one
 * database function, where the names (the match's teams, the group's type) are read, so the server never reads
 * them first. `text` is called with a marker per placeholder; everything else in it is kept as written.
 */
export function sqlFormatOf(placeholders: number, text: (...values: string[]) => string): string {
  const markers = Array.from({ length: placeholders }, (_, i) => String.fromCharCode(1 + i));
  let format = text(...markers).replaceAll('%', '%%');
  markers.forEach((marker, i) => {
    format = format.replaceAll(marker, `%${i + 1}$s`);
  });
  return format;
}
