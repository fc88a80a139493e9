import type { ReactNode } from 'react';
import { Box, Button, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader } from '@mui/material';
import TasksIcon from '@mui/icons-material/ChecklistOutlined';
import StarIcon from '@mui/icons-material/StarBorderOutlined';
import DoneIcon from '@mui/icons-material/TaskAltOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import CircleIcon from '@mui/icons-material/Circle';
import { Link } from 'react-router-dom';
import type { KeysUnder } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { TASK_TAGS } from '@/mock/types/todo';
import { sameTodoView, todoPath, type TodoView } from './todoRoute';
import { TAG_COLORS } from './taskStyle';

const FILTERS: Array<{ view: TodoView; key: KeysUnder<'todoApp.filters'>; icon: typeof TasksIcon }> = [
  { view: { kind: 'all' }, key: 'all', icon: TasksIcon },
  { view: { kind: 'filter', filter: 'important' }, key: 'important', icon: StarIcon },
  { view: { kind: 'filter', filter: 'completed' }, key: 'completed', icon: DoneIcon },
  { view: { kind: 'filter', filter: 'deleted' }, key: 'deleted', icon: DeleteIcon },
];

/** Add a task, the filters and the tags. */
export function TodoSidebar({ view, onAdd }: { view: TodoView; onAdd: () => void }) {
  const translate = useT();
  const item = (target: TodoView, label: string, icon: ReactNode) => (
    <ListItemButton
      key={todoPath(target)}
      component={Link}
      to={todoPath(target)}
      selected={sameTodoView(view, target)}
      aria-current={sameTodoView(view, target) ? 'page' : undefined}
      sx={{ px: 3 }}
    >
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <Box sx={{ py: 2 }}>
      <Box sx={{ px: 2, pb: 2 }}>
        <Button fullWidth variant="contained" onClick={onAdd}>
          {translate('todoApp.add')}
        </Button>
      </Box>
      <List component="nav" dense aria-label={translate('todoApp.filters.label')}>
        {FILTERS.map(({ view: target, key, icon: Icon }) =>
          item(target, translate(`todoApp.filters.${key}`), <Icon fontSize="small" />),
        )}
      </List>
      <List
        component="nav"
        dense
        aria-labelledby="todo-tags-heading"
        subheader={
          <ListSubheader component="div" id="todo-tags-heading" sx={{ bgcolor: 'transparent', px: 3 }}>
            {translate('todoApp.tags.heading')}
          </ListSubheader>
        }
      >
        {TASK_TAGS.map((tag) =>
          item(
            { kind: 'tag', tag },
            translate(`todoApp.tags.${tag}`),
            <CircleIcon sx={{ fontSize: 12 }} color={TAG_COLORS[tag]} />,
          ),
        )}
      </List>
    </Box>
  );
}
