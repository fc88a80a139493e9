import { useState } from 'react';
import {
  Box,
  Checkbox,
  Chip,
  Divider,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import DraftsIcon from '@mui/icons-material/DraftsOutlined';
import ReportIcon from '@mui/icons-material/ReportGmailerrorredOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { tinted } from '@/theme/readable';

const ITEMS = ['first', 'second', 'third', 'fourth'] as const;
const FOLDERS = [
  { key: 'inbox', icon: InboxIcon, count: 12, color: 'primary' },
  { key: 'sent', icon: SendIcon, count: 0, color: 'default' },
  { key: 'drafts', icon: DraftsIcon, count: 2, color: 'warning' },
  { key: 'spam', icon: ReportIcon, count: 5, color: 'error' },
  { key: 'trash', icon: DeleteIcon, count: 0, color: 'default' },
] as const;
const SEVERITIES = ['success', 'info', 'warning', 'error'] as const;
const TASKS = ['design', 'build', 'test', 'ship'] as const;

const bordered = { border: 1, borderColor: 'divider', borderRadius: 1, py: 0 } as const;

export default function ListGroupShowcase() {
  const t = useScopedTranslate('showcaseComponents.listGroup');
  const severities = useScopedTranslate('showcaseShared.severities');
  const [selected, setSelected] = useState<(typeof FOLDERS)[number]['key']>('inbox');
  const [done, setDone] = useState<string[]>(['design']);
  const toggle = (task: string) =>
    setDone((list) => (list.includes(task) ? list.filter((x) => x !== task) : [...list, task]));
  return (
    <DemoGrid>
      <DemoCard
        title={t('basic.title')}
        subtitle={t('basic.subtitle')}
        code={'<List>\n  <ListItem divider><ListItemText primary="…" /></ListItem>\n</List>'}
      >
        <List sx={bordered}>
          {ITEMS.map((item, index) => (
            <ListItem key={item} divider={index < ITEMS.length - 1}>
              <ListItemText primary={t(`basic.${item}`)} />
            </ListItem>
          ))}
        </List>
      </DemoCard>
      <DemoCard
        title={t('actions.title')}
        subtitle={t('actions.subtitle')}
        code={'<ListItemButton selected={selected === key} onClick={() => setSelected(key)}>'}
      >
        <List sx={bordered} aria-label={t('actions.label')}>
          {FOLDERS.map(({ key, icon: Icon, count, color }) => (
            <ListItem key={key} disablePadding>
              <ListItemButton
                selected={selected === key}
                disabled={key === 'trash'}
                onClick={() => setSelected(key)}
                aria-current={selected === key ? 'true' : undefined}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={t(`actions.${key}`)} />
                {count > 0 && <Chip size="small" label={count} color={color} />}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
          {t('actions.current', { folder: t(`actions.${selected}`) })}
        </Typography>
      </DemoCard>
      <DemoCard title={t('checkbox.title')} subtitle={t('checkbox.subtitle')}>
        <List sx={bordered}>
          {TASKS.map((task, index) => (
            // The checkbox is the control and the text its label: a row button around a checkbox nests two controls.
            <ListItem key={task} dense divider={index < TASKS.length - 1}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox
                  edge="start"
                  checked={done.includes(task)}
                  onChange={() => toggle(task)}
                  slotProps={{ input: { id: `task-${task}` } }}
                />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Box component="label" htmlFor={`task-${task}`} sx={{ cursor: 'pointer' }}>
                    {t(`checkbox.${task}`)}
                  </Box>
                }
                sx={{
                  textDecoration: done.includes(task) ? 'line-through' : 'none',
                  color: done.includes(task) ? 'text.secondary' : 'text.primary',
                }}
              />
            </ListItem>
          ))}
        </List>
        <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
          {t('checkbox.progress', { done: done.length, total: TASKS.length })}
        </Typography>
      </DemoCard>
      <DemoCard title={t('contextual.title')} subtitle={t('contextual.subtitle')}>
        <List sx={{ ...bordered, overflow: 'hidden' }}>
          {SEVERITIES.map((severity, index) => (
            <ListItem
              key={severity}
              divider={index < SEVERITIES.length - 1}
              sx={(theme) => tinted(theme, theme.palette[severity].main)}
            >
              <ListItemText
                primary={severities(severity)}
                secondary={t(`contextual.${severity}`)}
                slotProps={{ secondary: { color: 'inherit' } }}
              />
            </ListItem>
          ))}
        </List>
      </DemoCard>
      <DemoCard title={t('horizontal.title')} subtitle={t('horizontal.subtitle')}>
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Stack direction="row" divider={<Divider orientation="vertical" flexItem />}>
            {ITEMS.map((item) => (
              <Typography key={item} sx={{ px: 2, py: 1.5, whiteSpace: 'nowrap' }}>
                {t(`basic.${item}`)}
              </Typography>
            ))}
          </Stack>
        </Paper>
      </DemoCard>
    </DemoGrid>
  );
}
