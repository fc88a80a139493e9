import { useState } from 'react';
import {
  Box,
  Button,
  ButtonGroup,
  Divider,
  IconButton,
  InputAdornment,
  Paper,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import SearchIcon from '@mui/icons-material/Search';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

type Mark = 'bold' | 'italic' | 'underline';
type Align = 'left' | 'center' | 'right';
interface Format {
  marks: Mark[];
  align: Align;
}

/** A formatting toolbar with undo and redo over the formats applied so far. */
function EditorToolbar() {
  const t = useScopedTranslate('showcaseComponents.buttonToolbar.editor');
  const [history, setHistory] = useState<Format[]>([{ marks: [], align: 'left' }]);
  const [position, setPosition] = useState(0);
  const format = history[position];
  const apply = (next: Format) => {
    setHistory([...history.slice(0, position + 1), next]);
    setPosition(position + 1);
  };
  const flip = { transform: (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) };
  return (
    <Stack spacing={2}>
      <Paper
        variant="outlined"
        role="toolbar"
        aria-label={t('label')}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 0.5 }}
      >
        <ToggleButtonGroup
          size="small"
          value={format.marks}
          aria-label={t('marks')}
          onChange={(_, marks: Mark[]) => apply({ ...format, marks })}
        >
          <ToggleButton value="bold" aria-label={t('bold')}>
            <FormatBoldIcon />
          </ToggleButton>
          <ToggleButton value="italic" aria-label={t('italic')}>
            <FormatItalicIcon />
          </ToggleButton>
          <ToggleButton value="underline" aria-label={t('underline')}>
            <FormatUnderlinedIcon />
          </ToggleButton>
        </ToggleButtonGroup>
        <Divider flexItem orientation="vertical" />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={format.align}
          aria-label={t('align')}
          onChange={(_, align: Align | null) => align && apply({ ...format, align })}
        >
          <ToggleButton value="left" aria-label={t('alignStart')}>
            <FormatAlignLeftIcon />
          </ToggleButton>
          <ToggleButton value="center" aria-label={t('alignCenter')}>
            <FormatAlignCenterIcon />
          </ToggleButton>
          <ToggleButton value="right" aria-label={t('alignEnd')}>
            <FormatAlignRightIcon />
          </ToggleButton>
        </ToggleButtonGroup>
        <Divider flexItem orientation="vertical" />
        <Tooltip title={t('undo')}>
          <span>
            <IconButton aria-label={t('undo')} disabled={position === 0} onClick={() => setPosition(position - 1)}>
              <UndoIcon sx={flip} />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('redo')}>
          <span>
            <IconButton
              aria-label={t('redo')}
              disabled={position === history.length - 1}
              onClick={() => setPosition(position + 1)}
            >
              <RedoIcon sx={flip} />
            </IconButton>
          </span>
        </Tooltip>
      </Paper>
      <Typography
        data-testid="formatted-text"
        sx={{
          textAlign: format.align,
          fontWeight: format.marks.includes('bold') ? 700 : 400,
          fontStyle: format.marks.includes('italic') ? 'italic' : 'normal',
          textDecoration: format.marks.includes('underline') ? 'underline' : 'none',
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {t('sample')}
      </Typography>
    </Stack>
  );
}

const PAGES = 5;

function PagerToolbar() {
  const t = useScopedTranslate('showcaseComponents.buttonToolbar.pager');
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  return (
    <Stack spacing={2}>
      <Box
        role="toolbar"
        aria-label={t('label')}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <ButtonGroup variant="outlined" size="small" aria-label={t('pages')}>
          <Button aria-label={t('previous')} disabled={page === 1} onClick={() => setPage(page - 1)}>
            <ChevronLeftIcon />
          </Button>
          {Array.from({ length: PAGES }, (_, i) => i + 1).map((n) => (
            <Button
              key={n}
              variant={n === page ? 'contained' : 'outlined'}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => setPage(n)}
            >
              {n}
            </Button>
          ))}
          <Button aria-label={t('next')} disabled={page === PAGES} onClick={() => setPage(page + 1)}>
            <ChevronRightIcon />
          </Button>
        </ButtonGroup>
        <TextField
          size="small"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t('search')}
          slotProps={{
            htmlInput: { 'aria-label': t('search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Typography variant="body2" aria-live="polite">
        {query.trim() ? t('searching', { page, query: query.trim() }) : t('showing', { page, total: PAGES })}
      </Typography>
    </Stack>
  );
}

export default function ButtonToolbarShowcase() {
  const t = useScopedTranslate('showcaseComponents.buttonToolbar');
  return (
    <DemoGrid>
      <DemoCard
        title={t('editor.title')}
        subtitle={t('editor.subtitle')}
        code={
          '<Paper role="toolbar" aria-label="Formatting">\n  <ToggleButtonGroup value={marks} onChange={…}>…</ToggleButtonGroup>\n  <Divider orientation="vertical" flexItem />\n  …\n</Paper>'
        }
      >
        <EditorToolbar />
      </DemoCard>
      <DemoCard title={t('pager.title')} subtitle={t('pager.subtitle')}>
        <PagerToolbar />
      </DemoCard>
    </DemoGrid>
  );
}
