import { useState, type ReactNode } from 'react';
import { Box, Divider, IconButton, ToggleButton, Tooltip } from '@mui/material';
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
import { useEditorState, type Editor } from '@tiptap/react';
import { scoped } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { LinkDialog } from './LinkDialog';

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

/** The richer toolbar: strike, inline code, headings 1–3, code block, divider and links as well. */
export function FullToolbar({ editor }: { editor: Editor }) {
  const translate = useT();
  const label = scoped(translate, 'shared.richText');
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
