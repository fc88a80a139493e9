import { useState } from 'react';
import {
  Box,
  Divider,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import SortIcon from '@mui/icons-material/Sort';
import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { useT } from '@/i18n/useT';
import { TASK_SORTS, type Task, type TaskSort } from '@/mock/types/todo';
import { LoadError } from '@/shared/LoadError';
import { TaskRow } from './TaskRow';
import { useTodoActions } from './useTodoActions';

interface Props {
  tasks: Task[] | undefined;
  listKey: readonly unknown[];
  q: string;
  sort: TaskSort;
  onSearch: (q: string) => void;
  onSort: (sort: TaskSort) => void;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (task: Task) => void;
}

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** Search, sort and the tasks; in the list's own order they can be dragged into a new one, which is saved. */
export function TaskList({ tasks, listKey, q, sort, onSearch, onSort, loading, failed, onRetry, onOpen }: Props) {
  const translate = useT();
  const actions = useTodoActions();
  const [sortAnchor, setSortAnchor] = useState<HTMLElement | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const list = tasks ?? [];
  const draggable = sort === 'latest' && !q;
  const today = localToday();

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = list.findIndex((task) => task.id === active.id);
    const to = list.findIndex((task) => task.id === over.id);
    if (from >= 0 && to >= 0) actions.reorder(listKey, arrayMove(list, from, to));
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Stack direction="row" spacing={1} alignItems="center" role="search" sx={{ px: 2, py: 1.5 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          value={q}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={translate('todoApp.search')}
          slotProps={{
            htmlInput: { 'aria-label': translate('todoApp.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <Tooltip title={translate('todoApp.sort.label')}>
          <IconButton
            aria-label={translate('todoApp.sort.label')}
            aria-haspopup="menu"
            onClick={(event) => setSortAnchor(event.currentTarget)}
          >
            <SortIcon />
          </IconButton>
        </Tooltip>
        <Menu anchorEl={sortAnchor} open={Boolean(sortAnchor)} onClose={() => setSortAnchor(null)}>
          {TASK_SORTS.map((option) => (
            <MenuItem
              key={option}
              selected={option === sort}
              role="menuitemradio"
              aria-checked={option === sort}
              onClick={() => {
                setSortAnchor(null);
                onSort(option);
              }}
            >
              <ListItemIcon>{option === sort && <CheckIcon fontSize="small" />}</ListItemIcon>
              <ListItemText primary={translate(`todoApp.sort.${option}`)} />
            </MenuItem>
          ))}
        </Menu>
      </Stack>
      <Divider />
      {loading && <LinearProgress aria-label={translate('todoApp.loading')} />}
      {failed && (
        <Box sx={{ p: 2 }}>
          <LoadError onRetry={onRetry} />
        </Box>
      )}
      {tasks && list.length === 0 && (
        <Stack alignItems="center" spacing={1} sx={{ py: 8, color: 'text.secondary' }} role="status">
          <DoneAllIcon sx={{ fontSize: 48 }} color="disabled" />
          <Typography>{translate(q ? 'todoApp.emptySearch' : 'todoApp.empty', { query: q })}</Typography>
        </Stack>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={list.map((task) => task.id)} strategy={verticalListSortingStrategy}>
          <List
            disablePadding
            aria-label={translate('todoApp.listLabel')}
            sx={{ overflowY: 'auto', overflowX: 'hidden', flex: 1 }}
          >
            {list.map((task) => (
              <TaskRow key={task.id} task={task} draggable={draggable} today={today} onOpen={onOpen} />
            ))}
          </List>
        </SortableContext>
      </DndContext>
    </Box>
  );
}
