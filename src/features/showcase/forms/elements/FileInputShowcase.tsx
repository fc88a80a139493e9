import { useEffect, useRef, useState, type ChangeEvent, type DragEvent, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  IconButton,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFileOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import CloudUploadIcon from '@mui/icons-material/CloudUploadOutlined';
import { useLocaleState } from 'react-admin';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { formatBytes, sortFiles, type FileProblem, type FileRules } from './files';

const hiddenInput = {
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;

const VALIDATED_RULES: FileRules = {
  accept: ['application/pdf', 'image/png', 'image/jpeg'],
  maxBytes: 2 * 1024 * 1024,
  maxFiles: 3,
};

/**
 * A button that opens the file chooser. The input stays in the page (named like the button, so labels, forms and
 * tests can reach it) but beside the button, not inside it: a button may not contain another control, and the
 * button is the one Tab stop.
 */
function ChooseButton({
  label,
  onFiles,
  multiple,
  accept,
  size = 'medium',
  disabled,
  variant = 'contained',
  icon = <UploadFileIcon />,
}: {
  label: string;
  onFiles: (files: File[]) => void;
  multiple?: boolean;
  accept?: string;
  size?: 'small' | 'medium' | 'large';
  disabled?: boolean;
  variant?: 'contained' | 'outlined';
  icon?: ReactNode;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant={variant} size={size} startIcon={icon} disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <Box
        component="input"
        type="file"
        ref={input}
        sx={hiddenInput}
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        tabIndex={-1}
        aria-label={label}
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          onFiles(Array.from(e.target.files ?? []));
          e.target.value = '';
        }}
      />
    </>
  );
}

function FileRows({ files, onRemove }: { files: File[]; onRemove: (index: number) => void }) {
  const t = useScopedTranslate('showcaseForms.fileInput');
  const [locale] = useLocaleState();
  return (
    <List dense disablePadding>
      {files.map((file, index) => (
        <ListItem
          key={`${file.name}-${file.lastModified}-${index}`}
          disableGutters
          secondaryAction={
            <IconButton edge="end" aria-label={t('remove', { name: file.name })} onClick={() => onRemove(index)}>
              <DeleteIcon />
            </IconButton>
          }
        >
          <ListItemIcon sx={{ minWidth: 36 }}>
            <InsertDriveFileIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText
            primary={file.name}
            secondary={formatBytes(file.size, locale)}
            slotProps={{ primary: { noWrap: true } }}
          />
        </ListItem>
      ))}
    </List>
  );
}

function Single() {
  const t = useScopedTranslate('showcaseForms.fileInput');
  const [locale] = useLocaleState();
  const [file, setFile] = useState<File | null>(null);
  return (
    <Stack spacing={1.5} alignItems="flex-start">
      <Stack direction="row" spacing={1}>
        <ChooseButton label={t('choose')} onFiles={(files) => setFile(files[0] ?? null)} />
        <Button variant="outlined" onClick={() => setFile(null)} disabled={!file}>
          {t('clear')}
        </Button>
      </Stack>
      <Typography aria-live="polite" color={file ? 'text.primary' : 'text.secondary'}>
        {file ? t('chosen', { name: file.name, size: formatBytes(file.size, locale) }) : t('noFile')}
      </Typography>
    </Stack>
  );
}

function Multiple() {
  const t = useScopedTranslate('showcaseForms.fileInput');
  const [locale] = useLocaleState();
  const [files, setFiles] = useState<File[]>([]);
  const total = files.reduce((sum, f) => sum + f.size, 0);
  return (
    <Stack spacing={1.5}>
      <div>
        <ChooseButton label={t('chooseMany')} multiple onFiles={(added) => setFiles([...files, ...added])} />
      </div>
      <FileRows files={files} onRemove={(i) => setFiles(files.filter((_, j) => j !== i))} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {files.length ? t('total', { smart_count: files.length, size: formatBytes(total, locale) }) : t('noFile')}
      </Typography>
    </Stack>
  );
}

interface Preview {
  file: File;
  url: string;
}

function ImagePreviews() {
  const t = useScopedTranslate('showcaseForms.fileInput');
  const [previews, setPreviews] = useState<Preview[]>([]);
  const latest = useRef(previews);
  useEffect(() => {
    latest.current = previews;
  });
  // Object URLs hold the image in memory until revoked: free them when the screen goes away.
  useEffect(() => () => latest.current.forEach((p) => URL.revokeObjectURL(p.url)), []);
  const add = (files: File[]) =>
    setPreviews([
      ...previews,
      ...files.filter((f) => f.type.startsWith('image/')).map((file) => ({ file, url: URL.createObjectURL(file) })),
    ]);
  const remove = (preview: Preview) => {
    URL.revokeObjectURL(preview.url);
    setPreviews(previews.filter((p) => p !== preview));
  };
  return (
    <Stack spacing={1.5}>
      <div>
        <ChooseButton label={t('chooseImages')} multiple accept="image/*" onFiles={add} />
      </div>
      {previews.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('noImages')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {previews.map((preview) => (
          <Box key={preview.url} sx={{ position: 'relative', width: 96 }}>
            <Box
              component="img"
              src={preview.url}
              alt={preview.file.name}
              sx={{
                width: 96,
                height: 96,
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                display: 'block',
              }}
            />
            <IconButton
              size="small"
              aria-label={t('remove', { name: preview.file.name })}
              onClick={() => remove(preview)}
              sx={{
                position: 'absolute',
                top: 4,
                insetInlineEnd: 4,
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <DeleteIcon fontSize="small" />
            </IconButton>
            <Typography variant="caption" noWrap component="p">
              {preview.file.name}
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}

function DropZone() {
  const t = useScopedTranslate('showcaseForms.fileInput');
  const [files, setFiles] = useState<File[]>([]);
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    setFiles([...files, ...Array.from(event.dataTransfer.files)]);
  };
  return (
    <Stack spacing={1.5}>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          bgcolor: over ? 'action.hover' : 'transparent',
          transition: 'all .15s',
        }}
      >
        <CloudUploadIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography fontWeight={600}>{t('dropHere')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('or')}
        </Typography>
        <ChooseButton
          label={t('browse')}
          variant="outlined"
          multiple
          onFiles={(added) => setFiles([...files, ...added])}
        />
      </Box>
      <FileRows files={files} onRemove={(i) => setFiles(files.filter((_, j) => j !== i))} />
    </Stack>
  );
}

function SizesAndStates() {
  const t = useScopedTranslate('showcaseForms');
  const [name, setName] = useState<string | null>(null);
  return (
    <Stack spacing={2} alignItems="flex-start">
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        {(['small', 'medium', 'large'] as const).map((size) => (
          <ChooseButton
            key={size}
            size={size}
            label={t(`common.${size}`)}
            onFiles={(files) => setName(files[0]?.name ?? null)}
          />
        ))}
      </Stack>
      <ChooseButton label={t('common.disabled')} disabled onFiles={() => undefined} />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {name ? t('fileInput.lastChosen', { name }) : t('fileInput.noFile')}
      </Typography>
    </Stack>
  );
}

function Validated() {
  const t = useScopedTranslate('showcaseForms.fileInput');
  const [locale] = useLocaleState();
  const [files, setFiles] = useState<File[]>([]);
  const [refused, setRefused] = useState<Array<{ file: File; problem: Exclude<FileProblem, null> }>>([]);
  const add = (added: File[]) => {
    const result = sortFiles(added, files.length, VALIDATED_RULES);
    setFiles([...files, ...result.accepted]);
    setRefused(result.refused);
  };
  const limits = { max: formatBytes(VALIDATED_RULES.maxBytes!, locale), count: VALIDATED_RULES.maxFiles };
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {t('rules', limits)}
      </Typography>
      <div>
        <ChooseButton label={t('chooseMany')} multiple accept=".pdf,.png,.jpg,.jpeg" onFiles={add} />
      </div>
      {refused.length > 0 && (
        <Alert severity="error" role="alert">
          {refused.map(({ file, problem }) => (
            <div key={`${file.name}-${file.lastModified}`}>
              {t(`problems.${problem}`, { name: file.name, ...limits })}
            </div>
          ))}
        </Alert>
      )}
      <FileRows
        files={files}
        onRemove={(i) => {
          setFiles(files.filter((_, j) => j !== i));
          setRefused([]);
        }}
      />
    </Stack>
  );
}

/** File inputs: one file, many files, image previews, a drop zone, sizes and states, and type/size/count rules. */
export default function FileInputShowcase() {
  const t = useScopedTranslate('showcaseForms.fileInput');
  return (
    <DemoGrid>
      <DemoCard title={t('single')}>
        <Single />
      </DemoCard>
      <DemoCard title={t('multiple')}>
        <Multiple />
      </DemoCard>
      <DemoCard title={t('images')} subtitle={t('imagesHelp')}>
        <ImagePreviews />
      </DemoCard>
      <DemoCard title={t('drop')}>
        <DropZone />
      </DemoCard>
      <DemoCard title={t('sizesAndStates')}>
        <SizesAndStates />
      </DemoCard>
      <DemoCard title={t('validation')}>
        <Validated />
      </DemoCard>
    </DemoGrid>
  );
}
