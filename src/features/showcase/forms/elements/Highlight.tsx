import { Box } from '@mui/material';

/** The text with every occurrence of `query` (any case) in bold, as suggestion lists show what matched. */
export function Highlight({ text, query }: { text: string; query: string }) {
  const needle = query.trim().toLowerCase();
  if (!needle) return <>{text}</>;
  const parts: Array<{ text: string; match: boolean }> = [];
  let rest = text;
  let at = rest.toLowerCase().indexOf(needle);
  while (at !== -1 && needle) {
    if (at > 0) parts.push({ text: rest.slice(0, at), match: false });
    parts.push({ text: rest.slice(at, at + needle.length), match: true });
    rest = rest.slice(at + needle.length);
    at = rest.toLowerCase().indexOf(needle);
  }
  if (rest) parts.push({ text: rest, match: false });
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <Box key={index} component="mark" sx={{ bgcolor: 'transparent', color: 'primary.main', fontWeight: 700 }}>
            {part.text}
          </Box>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
