import type { SxProps, Theme } from '@mui/material';

/** How the edited document looks: quotes, code and links as the app shows them once saved. */
export const editorContentSx =
  (minHeight: number): SxProps<Theme> =>
  (theme) => ({
    px: 2,
    py: 1,
    '& .tiptap': { outline: 'none', minHeight },
    '& .tiptap p': { my: 1 },
    '& .tiptap > *:first-of-type': { mt: 0 },
    '& blockquote': {
      borderInlineStart: `4px solid ${theme.palette.divider}`,
      m: 0,
      paddingInlineStart: 2,
      color: 'text.secondary',
    },
    '& code': { bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, fontFamily: 'monospace' },
    '& pre': {
      bgcolor: 'action.hover',
      p: 1.5,
      borderRadius: 1,
      overflowX: 'auto',
      '& code': { bgcolor: 'transparent', p: 0 },
    },
    '& a': { color: 'primary.main' },
    '& hr': { border: 0, borderTop: `1px solid ${theme.palette.divider}`, my: 2 },
  });
