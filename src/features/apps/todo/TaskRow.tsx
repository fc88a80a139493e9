import {
  Avatar,
  Box,
  Checkbox,
  Chip,
  IconButton,
  ListItem,
  ListItemButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import DragIcon from '@mui/icons-material/DragIndicator';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import { bidiText } from '@/shared/BidiText';
import type { Task } from '@/mock/types/todo';
import { isOverdue } from './taskForm';
import { TAG_COLORS } from './taskStyle';
import { useTodoActions } from './useTodoActions';

interface Props {
  task: Task;
  /** Dragging is possible only in the list's own order. */
  draggable: boolean;
  today: string;
  onOpen: (task: Task) => void;
}

/** One task: drag handle, complete, title with tags and due date, assignee, important, delete or restore. */
export function TaskRow({ task, draggable, today, onOpen }: Props) {
  const translate = useT();
  const format = useFormat();
  const actions = useTodoActions();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled: !draggable,
  });
  const importantLabel = translate(
    task.isImportant ? 'todoApp.actions.unmarkImportant' : 'todoApp.actions.markImportant',
    { title: task.title },
  );
  const dragLabel = translate(draggable ? 'todoApp.actions.drag' : 'todoApp.actions.dragDisabled', {
    title: task.title,
  });

  return (
    <ListItem
      ref={setNodeRef}
      disablePadding
      divider
      data-testid="task-row"
      style={{ transform: CSS.Transform.toString(transform), transition }}
      sx={{
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        boxShadow: isDragging ? 4 : undefined,
      }}
    >
      <Tooltip title={dragLabel}>
        <span>
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            aria-label={dragLabel}
            disabled={!draggable}
            size="small"
            sx={{ ml: { xs: 0.5, sm: 1 }, cursor: draggable ? 'grab' : undefined, touchAction: 'none' }}
          >
            <DragIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Checkbox
        checked={task.isCompleted}
        onChange={() => actions.toggleCompleted(task)}
        disabled={task.isDeleted}
        slotProps={{ input: { 'aria-label': translate('todoApp.actions.complete', { title: task.title }) } }}
      />
      <ListItemButton
        onClick={() => onOpen(task)}
        sx={{ gap: 1.5, py: 1.25, px: { xs: 1, sm: 2 }, minWidth: 0 }}
        aria-label={translate('todoApp.actions.open', { title: task.title })}
      >
        {/* On a phone the due date goes under the title, which may take two lines. */}
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            flexDirection: { xs: 'column', sm: 'row' },
            alignItems: { sm: 'center' },
            columnGap: 1.5,
          }}
        >
          <Typography
            {...bidiText}
            sx={{
              flex: { sm: 1 },
              minWidth: 0,
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: { sm: 'nowrap' },
              display: { xs: '-webkit-box', sm: 'block' },
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              textDecoration: task.isCompleted ? 'line-through' : undefined,
              color: task.isCompleted ? 'text.secondary' : undefined,
            }}
          >
            {task.title}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ display: { xs: 'none', md: 'flex' } }}>
            {task.tags.map((tag) => (
              <Chip
                key={tag}
                size="small"
                color={TAG_COLORS[tag]}
                variant="outlined"
                label={translate(`todoApp.tags.${tag}`)}
              />
            ))}
          </Stack>
          {task.dueDate && (
            <Typography
              variant="caption"
              sx={{ minWidth: { sm: 52 }, textAlign: { sm: 'end' } }}
              color={isOverdue(task, today) ? 'error' : 'text.secondary'}
              aria-label={translate(isOverdue(task, today) ? 'todoApp.overdue' : 'todoApp.due', {
                date: format.date(task.dueDate),
              })}
            >
              {format.dayMonth(task.dueDate)}
            </Typography>
          )}
        </Box>
        <Box sx={{ width: 32, flexShrink: 0, display: { xs: 'none', sm: 'block' } }}>
          {task.assignee && (
            <Tooltip title={task.assignee.fullName}>
              <Avatar
                src={task.assignee.avatar || undefined}
                alt={task.assignee.fullName}
                sx={{ width: 28, height: 28, fontSize: 13 }}
              >
                {task.assignee.fullName[0]}
              </Avatar>
            </Tooltip>
          )}
        </Box>
      </ListItemButton>
      <IconButton
        aria-label={importantLabel}
        aria-pressed={task.isImportant}
        onClick={() => actions.toggleImportant(task)}
        disabled={task.isDeleted}
        sx={{ color: task.isImportant ? 'warning.main' : undefined }}
      >
        {task.isImportant ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
      </IconButton>
      {task.isDeleted ? (
        <IconButton
          aria-label={translate('todoApp.actions.restore', { title: task.title })}
          onClick={() => actions.restore(task)}
          sx={{ mr: 1 }}
        >
          <RestoreIcon fontSize="small" />
        </IconButton>
      ) : (
        <IconButton
          aria-label={translate('todoApp.actions.delete', { title: task.title })}
          onClick={() => actions.remove(task)}
          sx={{ mr: 1 }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </ListItem>
  );
}
