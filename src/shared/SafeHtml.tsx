import { sanitizeHtml } from '@/contract/html';
import { Box, type SxProps, type Theme } from '@mui/material';

/** HTML from data (articles, blog posts), cleaned by the app's one HTML policy before it is rendered. */
export function SafeHtml({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      className="rich-text"
      sx={[
        {
          '& img': { maxWidth: '100%' },
          '& blockquote': {
            borderInlineStart: 4,
            borderColor: 'primary.main',
            m: 0,
            my: 2,
            px: 2,
            py: 0.5,
            fontStyle: 'italic',
            color: 'text.secondary',
          },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
    />
  );
}
