import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Box, Button, IconButton, Paper, Popper, Stack, Typography, type PopperPlacementType } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useScopedTranslate } from '../../shared/useScopedTranslate';

export interface TourStep {
  /** id of the element the step points at */
  target: string;
  title: string;
  text: string;
  placement?: PopperPlacementType;
}

interface Props {
  steps: TourStep[];
  index: number;
  onNext: () => void;
  onBack: () => void;
  onSkip: () => void;
}

/** Follows an element's position on screen (scrolling and resizing included). */
function useRect(element: HTMLElement | null) {
  const [rect, setRect] = useState<DOMRect | null>(null);
  useLayoutEffect(() => {
    if (!element) return undefined;
    const update = () => setRect(element.getBoundingClientRect());
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
      observer.disconnect();
    };
  }, [element]);
  return rect;
}

/**
 * A guided tour over the page, built with MUI Popper: the current step's element is lit up (the rest of the page
 * dimmed) and a card beside it explains it, with back, next and skip. Escape skips the tour.
 */
export function Tour({ steps, index, onNext, onBack, onSkip }: Props) {
  const t = useScopedTranslate('showcaseExtensions.tour.controls');
  const step = steps[index];
  const [target, setTarget] = useState<HTMLElement | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const rect = useRect(target);

  useEffect(() => {
    const element = document.getElementById(step.target);
    setTarget(element);
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [step.target]);

  useEffect(() => {
    card.current?.focus();
  }, [index, target]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onSkip();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onSkip]);

  const last = index === steps.length - 1;
  return (
    <>
      {rect && (
        <Box
          aria-hidden
          data-testid="tour-spotlight"
          sx={(theme) => ({
            position: 'fixed',
            top: rect.top - 6,
            left: rect.left - 6,
            width: rect.width + 12,
            height: rect.height + 12,
            borderRadius: 1.5,
            boxShadow: `0 0 0 9999px rgba(0, 0, 0, ${theme.palette.mode === 'dark' ? 0.65 : 0.5})`,
            outline: `2px solid ${theme.palette.primary.main}`,
            zIndex: theme.zIndex.modal,
            pointerEvents: 'none',
            transition: 'all .25s ease',
          })}
        />
      )}
      <Popper
        open={Boolean(target)}
        anchorEl={target}
        placement={step.placement ?? 'bottom'}
        sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}
        modifiers={[
          { name: 'offset', options: { offset: [0, 14] } },
          { name: 'preventOverflow', options: { padding: 8 } },
        ]}
      >
        <Paper
          ref={card}
          tabIndex={-1}
          role="dialog"
          aria-modal="false"
          aria-labelledby="tour-title"
          aria-describedby="tour-text"
          elevation={8}
          sx={{ p: 2, width: 320, maxWidth: 'calc(100vw - 32px)', outline: 'none' }}
        >
          <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
            <Typography id="tour-title" variant="subtitle1" fontWeight={600}>
              {step.title}
            </Typography>
            <IconButton size="small" aria-label={t('skip')} onClick={onSkip}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Typography id="tour-text" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {step.text}
          </Typography>
          <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mt: 2 }}>
            <Typography variant="caption" color="text.secondary" data-testid="tour-progress">
              {t('progress', { current: index + 1, total: steps.length })}
            </Typography>
            <Stack direction="row" spacing={1}>
              <Button size="small" onClick={onSkip}>
                {t('skip')}
              </Button>
              <Button size="small" variant="outlined" disabled={index === 0} onClick={onBack}>
                {t('back')}
              </Button>
              <Button size="small" variant="contained" onClick={onNext}>
                {t(last ? 'finish' : 'next')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      </Popper>
    </>
  );
}
