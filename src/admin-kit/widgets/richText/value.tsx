import { lazy, Suspense } from 'react';
import { Box } from '@mui/material';
import { htmlToText } from '@/contract/htmlText';
import type { WidgetValueProps } from '../types';

/** Rich text as HTML, with the policy's sanitiser (DOMPurify), loaded by the first one shown: a list shows text only. */
const CleanHtml = lazy(() =>
  import('@/contract/html').then(({ sanitizeHtml }) => ({
    default: function CleanHtml({ html }: { html: string }) {
      return (
        <Box
          className="rich-text"
          dir="auto"
          sx={{ '& p': { my: 1 }, '& img': { maxWidth: '100%' } }}
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
        />
      );
    },
  })),
);

/** Sanitised HTML; in a list, its first words as plain text. */
export function RichTextValue({ value, compact }: WidgetValueProps) {
  if (compact) return <>{htmlToText(String(value)).slice(0, 80)}</>;
  return (
    <Suspense fallback={null}>
      <CleanHtml html={String(value)} />
    </Suspense>
  );
}
