import { useState } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Collapse,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';

const QUESTIONS = ['shipping', 'returns', 'payment'] as const;

function FaqAccordion() {
  const t = useScopedTranslate('showcaseComponents.collapse.accordion');
  const [several, setSeveral] = useState(false);
  const [open, setOpen] = useState<string[]>(['shipping']);
  const toggle = (key: string, expanded: boolean) =>
    setOpen((list) => (expanded ? (several ? [...list, key] : [key]) : list.filter((k) => k !== key)));
  return (
    <Stack spacing={1.5}>
      <FormControlLabel
        control={<Switch checked={several} onChange={(_, v) => setSeveral(v)} />}
        label={t('several')}
      />
      <Box>
        {QUESTIONS.map((key) => (
          <Accordion
            key={key}
            expanded={open.includes(key)}
            onChange={(_, expanded) => toggle(key, expanded)}
            disableGutters
          >
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Typography fontWeight={500}>{t(`${key}.question`)}</Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography color="text.secondary">{t(`${key}.answer`)}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Stack>
  );
}

export default function CollapseShowcase() {
  const t = useScopedTranslate('showcaseComponents.collapse');
  const [basic, setBasic] = useState(false);
  const [side, setSide] = useState(false);
  const [more, setMore] = useState(false);
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={
          '<Button aria-expanded={open} aria-controls="details" onClick={() => setOpen(!open)}>Toggle</Button>\n<Collapse in={open} id="details">…</Collapse>'
        }
      >
        <Button
          variant="contained"
          aria-expanded={basic}
          aria-controls="collapse-basic"
          onClick={() => setBasic(!basic)}
        >
          {t(basic ? 'basic.hide' : 'basic.show')}
        </Button>
        <Collapse in={basic} id="collapse-basic">
          <Paper variant="outlined" sx={{ p: 2, mt: 2 }} data-testid="collapse-basic-content">
            <Typography>{t('basic.content')}</Typography>
          </Paper>
        </Collapse>
      </DemoCard>
      <DemoCard title={t('accordion.title')} subtitle={t('accordion.subtitle')}>
        <FaqAccordion />
      </DemoCard>
      <DemoCard
        title={t('horizontal.title')}
        subtitle={t('horizontal.subtitle')}
        code={'<Collapse orientation="horizontal" in={open}>…</Collapse>'}
      >
        <Stack direction="row" spacing={2} alignItems="center" sx={{ minHeight: 120 }}>
          <Button variant="outlined" aria-expanded={side} aria-controls="collapse-side" onClick={() => setSide(!side)}>
            {t(side ? 'basic.hide' : 'basic.show')}
          </Button>
          <Collapse orientation="horizontal" in={side} id="collapse-side">
            <Paper sx={{ p: 2, width: 220, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              <Typography sx={{ color: 'inherit' }}>{t('horizontal.content')}</Typography>
            </Paper>
          </Collapse>
        </Stack>
      </DemoCard>
      <DemoCard
        title={t('more.title')}
        subtitle={t('more.subtitle')}
        code={'<Collapse in={expanded} collapsedSize={72}>…</Collapse>'}
      >
        <Collapse in={more} collapsedSize={72} id="collapse-more">
          <Typography>{t('more.content')}</Typography>
        </Collapse>
        <Button
          size="small"
          sx={{ mt: 1 }}
          aria-expanded={more}
          aria-controls="collapse-more"
          onClick={() => setMore(!more)}
        >
          {t(more ? 'more.less' : 'more.more')}
        </Button>
      </DemoCard>
    </DemoGrid>
  );
}
