import { Box } from '@mui/material';

/** A simple themed drawing, so the pages are not bare without image assets. */
export function Illustration({ code }: { code: string }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 320 160"
      role="presentation"
      sx={{ width: 320, maxWidth: '80vw', color: 'primary.main', mt: 2 }}
    >
      <rect x="20" y="120" width="280" height="8" rx="4" fill="currentColor" opacity="0.15" />
      <rect x="60" y="30" width="200" height="90" rx="12" fill="currentColor" opacity="0.12" />
      <text x="160" y="95" textAnchor="middle" fontSize="56" fontWeight="700" fill="currentColor">
        {code}
      </text>
    </Box>
  );
}
