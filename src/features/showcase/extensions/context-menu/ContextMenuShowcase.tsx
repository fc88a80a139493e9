import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import EditIcon from '@mui/icons-material/Edit';
import FileCopyIcon from '@mui/icons-material/FileCopyOutlined';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import BorderColorIcon from '@mui/icons-material/BorderColor';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useT } from '@/i18n/useT';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { useContextMenu } from './useContextMenu';

interface FileRow {
  id: number;
  name: string;
  starred: boolean;
}
const INITIAL_FILES: FileRow[] = [
  { id: 1, name: 'budget-2025.xlsx', starred: false },
  { id: 2, name: 'roadmap.pdf', starred: true },
  { id: 3, name: 'team-photo.png', starred: false },
];

function RenameField({
  file,
  others,
  onDone,
  onCancel,
}: {
  file: FileRow;
  others: string[];
  onDone: (name: string) => void;
  onCancel: () => void;
}) {
  const t = useScopedTranslate('showcaseExtensions.contextMenu.files');
  const [name, setName] = useState(file.name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = name.trim();
    if (!value) return setError(t('nameRequired'));
    if (others.includes(value)) return setError(t('nameTaken', { name: value }));
    onDone(value);
    return undefined;
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start', flex: 1 }}
    >
      <TextField
        size="small"
        autoFocus
        fullWidth
        label={t('newName')}
        value={name}
        error={Boolean(error)}
        helperText={error ?? ' '}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
      />
      <IconButton type="submit" aria-label={t('saveName')} color="primary">
        <CheckIcon />
      </IconButton>
      <IconButton aria-label={t('cancelRename')} onClick={onCancel}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

function FileManager() {
  const t = useScopedTranslate('showcaseExtensions.contextMenu.files');
  const translate = useT();
  const [files, setFiles] = useState(INITIAL_FILES);
  const [opened, setOpened] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<number | null>(null);
  const { target, openAt, close, menuProps } = useContextMenu<FileRow>();
  const update = (id: number, patch: Partial<FileRow>) =>
    setFiles((list) => list.map((f) => (f.id === id ? { ...f, ...patch } : f)));
  const act = (action: 'open' | 'rename' | 'duplicate' | 'star' | 'delete') => {
    if (!target) return;
    close();
    if (action === 'open') setOpened(target.name);
    if (action === 'rename') setRenaming(target.id);
    if (action === 'star') update(target.id, { starred: !target.starred });
    if (action === 'delete') setFiles((list) => list.filter((f) => f.id !== target.id));
    if (action === 'duplicate') {
      const dot = target.name.lastIndexOf('.');
      const copyName =
        dot > 0
          ? `${target.name.slice(0, dot)} ${t('copySuffix')}${target.name.slice(dot)}`
          : `${target.name} ${t('copySuffix')}`;
      setFiles((list) => {
        const index = list.findIndex((f) => f.id === target.id);
        const next = [...list];
        next.splice(index + 1, 0, { id: Math.max(...list.map((f) => f.id)) + 1, name: copyName, starred: false });
        return next;
      });
    }
  };
  return (
    <Stack spacing={2}>
      <List sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }} aria-label={t('label')} data-testid="file-list">
        {files.map((file) => (
          <ListItem
            key={file.id}
            tabIndex={renaming === file.id ? -1 : 0}
            onContextMenu={(event) => renaming !== file.id && openAt(event, file)}
            aria-haspopup="menu"
            sx={{ cursor: 'context-menu', '&:hover, &:focus-visible': { bgcolor: 'action.hover' } }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <DescriptionIcon />
            </ListItemIcon>
            {renaming === file.id ? (
              <RenameField
                file={file}
                others={files.filter((f) => f.id !== file.id).map((f) => f.name)}
                onDone={(name) => {
                  update(file.id, { name });
                  setRenaming(null);
                }}
                onCancel={() => setRenaming(null)}
              />
            ) : (
              <ListItemText primary={<span dir="ltr">{file.name}</span>} />
            )}
            {file.starred && <StarIcon color="warning" fontSize="small" aria-label={t('starred')} />}
          </ListItem>
        ))}
        {!files.length && (
          <ListItem>
            <ListItemText primary={t('empty')} />
          </ListItem>
        )}
      </List>
      <Typography variant="body2" color="text.secondary">
        {t('hint')}
      </Typography>
      {opened && (
        <Alert
          severity="info"
          onClose={() => setOpened(null)}
          closeText={translate('showcaseShared.close')}
          role="status"
        >
          {t('opened', { name: opened })}
        </Alert>
      )}
      <div>
        <Button
          size="small"
          disabled={files === INITIAL_FILES}
          onClick={() => {
            setFiles(INITIAL_FILES);
            setOpened(null);
          }}
        >
          {t('reset')}
        </Button>
      </div>
      <Menu {...menuProps}>
        <MenuItem onClick={() => act('open')}>
          <ListItemIcon>
            <OpenInNewIcon fontSize="small" />
          </ListItemIcon>
          {t('open')}
        </MenuItem>
        <MenuItem onClick={() => act('rename')}>
          <ListItemIcon>
            <EditIcon fontSize="small" />
          </ListItemIcon>
          {t('rename')}
        </MenuItem>
        <MenuItem onClick={() => act('duplicate')}>
          <ListItemIcon>
            <FileCopyIcon fontSize="small" />
          </ListItemIcon>
          {t('duplicate')}
        </MenuItem>
        <MenuItem onClick={() => act('star')}>
          <ListItemIcon>
            {target?.starred ? <StarBorderIcon fontSize="small" /> : <StarIcon fontSize="small" />}
          </ListItemIcon>
          {t(target?.starred ? 'unstar' : 'star')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => act('delete')} sx={{ color: 'error.main' }}>
          <ListItemIcon>
            <DeleteIcon fontSize="small" color="error" />
          </ListItemIcon>
          {t('delete')}
        </MenuItem>
      </Menu>
    </Stack>
  );
}

type Highlight = 'none' | 'warning' | 'success';

function StyledText() {
  const t = useScopedTranslate('showcaseExtensions.contextMenu.text');
  const [bold, setBold] = useState(false);
  const [italic, setItalic] = useState(false);
  const [highlight, setHighlight] = useState<Highlight>('none');
  const { openAt, close, menuProps } = useContextMenu<true>();
  const run = (action: () => void) => {
    action();
    close();
  };
  return (
    <>
      <Typography
        tabIndex={0}
        aria-haspopup="menu"
        data-testid="styled-text"
        onContextMenu={(event) => openAt(event, true)}
        sx={(theme) => ({
          p: 2,
          borderRadius: 1,
          cursor: 'context-menu',
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          fontWeight: bold ? 700 : 400,
          fontStyle: italic ? 'italic' : 'normal',
          bgcolor: highlight === 'none' ? 'transparent' : alpha(theme.palette[highlight].main, 0.25),
        })}
      >
        {t('sample')}
      </Typography>
      <Menu {...menuProps}>
        <MenuItem onClick={() => run(() => setBold(!bold))} selected={bold}>
          <ListItemIcon>
            <FormatBoldIcon fontSize="small" />
          </ListItemIcon>
          {t('bold')}
        </MenuItem>
        <MenuItem onClick={() => run(() => setItalic(!italic))} selected={italic}>
          <ListItemIcon>
            <FormatItalicIcon fontSize="small" />
          </ListItemIcon>
          {t('italic')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={() => run(() => setHighlight('warning'))} selected={highlight === 'warning'}>
          <ListItemIcon>
            <BorderColorIcon fontSize="small" color="warning" />
          </ListItemIcon>
          {t('yellow')}
        </MenuItem>
        <MenuItem onClick={() => run(() => setHighlight('success'))} selected={highlight === 'success'}>
          <ListItemIcon>
            <BorderColorIcon fontSize="small" color="success" />
          </ListItemIcon>
          {t('green')}
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() =>
            run(() => {
              setBold(false);
              setItalic(false);
              setHighlight('none');
            })
          }
        >
          <ListItemIcon>
            <FormatClearIcon fontSize="small" />
          </ListItemIcon>
          {t('clear')}
        </MenuItem>
      </Menu>
    </>
  );
}

export default function ContextMenuShowcase() {
  const t = useScopedTranslate('showcaseExtensions.contextMenu');
  return (
    <DemoGrid>
      <DemoCard
        title={t('files.title')}
        subtitle={t('files.subtitle')}
        code={
          'const { openAt, menuProps, target } = useContextMenu<FileRow>();\n<ListItem onContextMenu={(e) => openAt(e, file)} tabIndex={0}>…</ListItem>\n<Menu {...menuProps}>…</Menu>'
        }
      >
        <FileManager />
      </DemoCard>
      <DemoCard title={t('text.title')} subtitle={t('text.subtitle')}>
        <StyledText />
      </DemoCard>
    </DemoGrid>
  );
}
