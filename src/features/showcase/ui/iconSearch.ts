/** The import line a developer pastes to use an icon, e.g. `import HomeIcon from '@mui/icons-material/Home';`. */
export const importLine = (name: string) => `import ${name}Icon from '@mui/icons-material/${name}';`;

/** Splits a PascalCase icon name into lower-case words: `ArrowBack` → `arrow back`. */
export const iconWords = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/** Names matching every word of the query, in the name or its words (`arrow back`, `arrowback` and `back` all find ArrowBack). */
export function filterIcons(names: readonly string[], query: string): string[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!terms.length) return [...names];
  return names.filter((name) => {
    const haystack = `${name.toLowerCase()} ${iconWords(name)}`;
    return terms.every((term) => haystack.includes(term));
  });
}
