import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  IconButton,
  Paper,
  TextField,
  ToggleButton,
  Tooltip,
} from '@mui/material';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';
import CodeIcon from '@mui/icons-material/Code';
import LooksOneIcon from '@mui/icons-material/LooksOneOutlined';
import LooksTwoIcon from '@mui/icons-material/LooksTwoOutlined';
import Looks3Icon from '@mui/icons-material/Looks3Outlined';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import DataObjectIcon from '@mui/icons-material/DataObject';
import HorizontalRuleIcon from '@mui/icons-material/HorizontalRule';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { scoped } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { isWebAddress } from '../rules';

export interface RichTextEditorProps {
  /** The HTML the editor starts with. */
  initialHtml: string;
  onChange: (html: string, text: string) => void;
  editable?: boolean;
  /** Accessible name of the editing area. */
  label: string;
  /** Lets the page reach the editor (e.g. to load content into it). */
  onReady?: (editor: Editor) => void;
}

function ToolbarToggle({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <ToggleButton
          value={label}
          size="small"
          selected={active}
          disabled={disabled}
          onChange={onClick}
          aria-label={label}
          sx={{ border: 0, borderRadius: 1 }}
        >
          {children}
        </ToggleButton>
      </span>
    </Tooltip>
  );
}

function ToolbarButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick} sx={{ borderRadius: 1 }}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function LinkDialog({
  open,
  initial,
  onClose,
  onSave,
}: {
  open: boolean;
  initial: string;
  onClose: () => void;
  onSave: (href: string) => void;
}) {
  const translate = useT();
  const [href, setHref] = useState(initial);
  const [touched, setTouched] = useState(false);
  const valid = isWebAddress(href) || /^mailto:[^@\s]+@[^@\s]+$/.test(href.trim());
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setTouched(true);
          if (valid) onSave(href.trim());
        }}
      >
        <DialogTitle>{translate('showcaseForms.richText.linkTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={translate('showcaseForms.richText.linkAddress')}
            value={href}
            onChange={(e) => setHref(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && !valid}
            slotProps={{ htmlInput: { dir: 'ltr' } }}
            helperText={
              touched && !valid
                ? translate('showcaseForms.richText.linkInvalid')
                : translate('showcaseForms.richText.linkHelp')
            }
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.cancel')}</Button>
          <Button type="submit" variant="contained">
            {translate('showcaseForms.richText.linkSave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const translate = useT();
  const label = scoped(translate, 'showcaseForms.richText.tools');
  const [linkOpen, setLinkOpen] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      editable: e.isEditable,
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      code: e.isActive('code'),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      codeBlock: e.isActive('codeBlock'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const run = (command: (chain: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () =>
    command(editor.chain().focus()).run();
  const off = !state.editable;
  return (
    <Box
      role="toolbar"
      aria-label={label('toolbar')}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 0.25,
        p: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        alignItems: 'center',
      }}
    >
      <ToolbarToggle label={label('bold')} active={state.bold} disabled={off} onClick={run((c) => c.toggleBold())}>
        <FormatBoldIcon fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle
        label={label('italic')}
        active={state.italic}
        disabled={off}
        onClick={run((c) => c.toggleItalic())}
      >
        <FormatItalicIcon fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle
        label={label('underline')}
        active={state.underline}
        disabled={off}
        onClick={run((c) => c.toggleUnderline())}
      >
        <FormatUnderlinedIcon fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle
        label={label('strike')}
        active={state.strike}
        disabled={off}
        onClick={run((c) => c.toggleStrike())}
      >
        <StrikethroughSIcon fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle label={label('code')} active={state.code} disabled={off} onClick={run((c) => c.toggleCode())}>
        <CodeIcon fontSize="small" />
      </ToolbarToggle>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarToggle
        label={label('h1')}
        active={state.h1}
        disabled={off}
        onClick={run((c) => c.toggleHeading({ level: 1 }))}
      >
        <LooksOneIcon fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle
        label={label('h2')}
        active={state.h2}
        disabled={off}
        onClick={run((c) => c.toggleHeading({ level: 2 }))}
      >
        <LooksTwoIcon fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle
        label={label('h3')}
        active={state.h3}
        disabled={off}
        onClick={run((c) => c.toggleHeading({ level: 3 }))}
      >
        <Looks3Icon fontSize="small" />
      </ToolbarToggle>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarToggle
        label={label('bulletList')}
        active={state.bulletList}
        disabled={off}
        onClick={run((c) => c.toggleBulletList())}
      >
        <FormatListBulletedIcon fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle
        label={label('orderedList')}
        active={state.orderedList}
        disabled={off}
        onClick={run((c) => c.toggleOrderedList())}
      >
        <FormatListNumberedIcon fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle
        label={label('blockquote')}
        active={state.blockquote}
        disabled={off}
        onClick={run((c) => c.toggleBlockquote())}
      >
        <FormatQuoteIcon fontSize="small" />
      </ToolbarToggle>
      <ToolbarToggle
        label={label('codeBlock')}
        active={state.codeBlock}
        disabled={off}
        onClick={run((c) => c.toggleCodeBlock())}
      >
        <DataObjectIcon fontSize="small" />
      </ToolbarToggle>
      <ToolbarButton label={label('horizontalRule')} disabled={off} onClick={run((c) => c.setHorizontalRule())}>
        <HorizontalRuleIcon fontSize="small" />
      </ToolbarButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarToggle label={label('link')} active={state.link} disabled={off} onClick={() => setLinkOpen(true)}>
        <LinkIcon fontSize="small" />
      </ToolbarToggle>
      <ToolbarButton
        label={label('unlink')}
        disabled={off || !state.link}
        onClick={run((c) => c.extendMarkRange('link').unsetLink())}
      >
        <LinkOffIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label={label('clear')} disabled={off} onClick={run((c) => c.unsetAllMarks().clearNodes())}>
        <FormatClearIcon fontSize="small" />
      </ToolbarButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <ToolbarButton label={label('undo')} disabled={off || !state.canUndo} onClick={run((c) => c.undo())}>
        <UndoIcon fontSize="small" />
      </ToolbarButton>
      <ToolbarButton label={label('redo')} disabled={off || !state.canRedo} onClick={run((c) => c.redo())}>
        <RedoIcon fontSize="small" />
      </ToolbarButton>
      {linkOpen && (
        <LinkDialog
          open
          initial={state.href}
          onClose={() => setLinkOpen(false)}
          onSave={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setLinkOpen(false);
          }}
        />
      )}
    </Box>
  );
}

/** A rich-text editor (Tiptap with its starter kit) with a toolbar; it reports its HTML and plain text on every change. */
export function RichTextEditor({ initialHtml, onChange, editable = true, label, onReady }: RichTextEditorProps) {
  // The editor is created once; the callbacks it calls must still reach the latest props.
  const callbacks = useRef({ onChange, onReady });
  useEffect(() => {
    callbacks.current = { onChange, onReady };
  });
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    content: initialHtml,
    editable,
    editorProps: { attributes: { 'aria-label': label, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => callbacks.current.onChange(e.getHTML(), e.getText()),
  });
  // Report the starting content once mounted (not from the editor's own creation, which happens during render).
  useEffect(() => {
    // Development's double mount may hand over an editor that Tiptap has already destroyed.
    if (editor.isDestroyed) return;
    callbacks.current.onChange(editor.getHTML(), editor.getText());
    callbacks.current.onReady?.(editor);
  }, [editor]);
  useEffect(() => {
    if (!editor.isDestroyed && editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', opacity: editable ? 1 : 0.85 }}>
      <Toolbar editor={editor} />
      <Box
        sx={(theme) => ({
          '& .ProseMirror': {
            minHeight: 220,
            p: 2,
            outline: 'none',
            color: 'text.primary',
            '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${theme.palette.primary.main}` },
            '& > *:first-of-type': { mt: 0 },
            '& blockquote': {
              borderInlineStart: `4px solid ${theme.palette.divider}`,
              m: 0,
              paddingInlineStart: 2,
              color: 'text.secondary',
            },
            '& code': { bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, fontFamily: 'monospace' },
            '& pre': {
              bgcolor: 'action.hover',
              p: 1.5,
              borderRadius: 1,
              overflowX: 'auto',
              '& code': { bgcolor: 'transparent', p: 0 },
            },
            '& a': { color: 'primary.main' },
            '& hr': { border: 0, borderTop: `1px solid ${theme.palette.divider}`, my: 2 },
          },
        })}
      >
        <EditorContent editor={editor} />
      </Box>
    </Paper>
  );
}
