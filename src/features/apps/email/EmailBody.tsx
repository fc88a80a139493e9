import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, useTheme } from '@mui/material';
import { useT } from '@/i18n/useT';
import { htmlSanitizer } from '@/contract/html';
import { emailDocument, emailLookOf } from './emailDocument';

/**
 * The frame keeps the document of its own origin (so the page can read its height) but may not run scripts, submit
 * forms or navigate the page; links open in a new tab that is not sandboxed.
 */
export const EMAIL_FRAME_SANDBOX = 'allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/**
 * An e-mail's body: cleaned by the app's HTML policy, shown in a sandboxed frame as tall as its content, in the
 * app's font and colours. Remote images (which tell the sender the e-mail was read) load only when the reader asks.
 */
export function EmailBody({ html }: { html: string }) {
  const translate = useT();
  const theme = useTheme();
  const [showImages, setShowImages] = useState(false);
  const label = translate('emailApp.view.imageHidden');
  const cleaned = useMemo(
    () => htmlSanitizer().clean(html, showImages ? {} : { blockRemoteImages: { label } }),
    [html, showImages, label],
  );
  const look = useMemo(() => emailLookOf(theme), [theme]);
  const srcDoc = emailDocument(cleaned.html, look, showImages);
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState<number>();

  // The content's height follows the frame's width and what loads: measure on each load and on every resize.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let watched: Element | null = null;
    const measure = () => {
      const root = element.contentDocument?.documentElement;
      if (!root) return;
      setHeight(Math.ceil(root.getBoundingClientRect().height));
      if (root !== watched) {
        if (watched) observer.unobserve(watched);
        observer.observe(root);
        watched = root;
      }
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    element.addEventListener('load', measure);
    measure();
    return () => {
      observer.disconnect();
      element.removeEventListener('load', measure);
    };
  }, []);

  return (
    <>
      {cleaned.blockedImages > 0 && (
        <Alert
          severity="info"
          variant="outlined"
          sx={{ mb: 1.5, alignItems: 'center' }}
          action={
            <Button color="inherit" size="small" onClick={() => setShowImages(true)}>
              {translate('emailApp.view.showImages')}
            </Button>
          }
        >
          {translate('emailApp.view.imagesHidden', { smart_count: cleaned.blockedImages })}
        </Alert>
      )}
      <Box
        component="iframe"
        ref={frame}
        title={translate('emailApp.view.body')}
        sandbox={EMAIL_FRAME_SANDBOX}
        srcDoc={srcDoc}
        sx={{ display: 'block', width: '100%', height, border: 0, colorScheme: look.mode }}
      />
    </>
  );
}
