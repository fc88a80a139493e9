import { useEffect, useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';
import { useT } from '@/i18n/useT';
import { copyText } from './clipboard';

const FEEDBACK_MS = 2000;

/** An icon button that copies `text` and says so for two seconds (or that it could not). */
export function CopyButton({
  text,
  label,
  size = 'small',
}: {
  text: string;
  label?: string;
  size?: 'small' | 'medium';
}) {
  const translate = useT();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = window.setTimeout(() => setState('idle'), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  const title =
    state === 'copied'
      ? translate('showcaseShared.copied')
      : state === 'failed'
        ? translate('showcaseShared.copyFailed')
        : (label ?? translate('showcaseShared.copy'));
  return (
    <Tooltip
      title={title}
      open={hovered || state !== 'idle'}
      onOpen={() => setHovered(true)}
      onClose={() => setHovered(false)}
    >
      <IconButton
        size={size}
        aria-label={label ?? translate('showcaseShared.copy')}
        color={state === 'copied' ? 'success' : 'default'}
        onClick={() =>
          copyText(text).then(
            () => setState('copied'),
            () => setState('failed'),
          )
        }
      >
        {state === 'copied' ? <CheckIcon fontSize="small" /> : <ContentCopyIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
