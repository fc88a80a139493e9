/** Up to two capital initials of a name ("Ada Lovelace" → "AL"), what a picture-less avatar shows. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
