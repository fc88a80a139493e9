import { useEffect } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Box, Divider, FormHelperText, IconButton, Paper, Stack, Tooltip } from '@mui/material';
import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import UnderlineIcon from '@mui/icons-material/FormatUnderlined';
import StrikeIcon from '@mui/icons-material/StrikethroughS';
import HeadingIcon from '@mui/icons-material/Title';
import BulletIcon from '@mui/icons-material/FormatListBulleted';
import NumberedIcon from '@mui/icons-material/FormatListNumbered';
import QuoteIcon from '@mui/icons-material/FormatQuote';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import type { KeysUnder } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  error?: string;
}

type Tool = {
  key: KeysUnder<'blog.editor'>;
  Icon: typeof BoldIcon;
  active: (e: Editor) => boolean;
  run: (e: Editor) => void;
  enabled?: (e: Editor) => boolean;
};

const tools: Tool[] = [
  { key: 'bold', Icon: BoldIcon, active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  {
    key: 'italic',
    Icon: ItalicIcon,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    Icon: UnderlineIcon,
    active: (e) => e.isActive('underline'),
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'strike',
    Icon: StrikeIcon,
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: 'heading',
    Icon: HeadingIcon,
    active: (e) => e.isActive('heading', { level: 4 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 4 }).run(),
  },
  {
    key: 'bulletList',
    Icon: BulletIcon,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    Icon: NumberedIcon,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: 'blockquote',
    Icon: QuoteIcon,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];
const history: Tool[] = [
  {
    key: 'undo',
    Icon: UndoIcon,
    active: () => false,
    run: (e) => e.chain().focus().undo().run(),
    enabled: (e) => e.can().undo(),
  },
  {
    key: 'redo',
    Icon: RedoIcon,
    active: () => false,
    run: (e) => e.chain().focus().redo().run(),
    enabled: (e) => e.can().redo(),
  },
];

/** Rich text (Tiptap with its starter kit) edited as HTML, with a toolbar of the usual marks and blocks. */
export function RichTextEditor({ id, label, value, onChange, onBlur, error }: Props) {
  const translate = useT();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur(),
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': String(Boolean(error)),
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        [...tools, ...history].map((tool) => [
          tool.key,
          {
            active: current ? tool.active(current) : false,
            enabled: current ? (tool.enabled?.(current) ?? true) : false,
          },
        ]),
      ),
  });
  // A value set from outside (loading the record, discarding changes) replaces the document.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const button = (tool: Tool) => (
    <Tooltip key={tool.key} title={translate(`blog.editor.${tool.key}`)}>
      <span>
        <IconButton
          size="small"
          onClick={() => editor && tool.run(editor)}
          disabled={!state?.[tool.key]?.enabled}
          aria-label={translate(`blog.editor.${tool.key}`)}
          aria-pressed={tool.enabled ? undefined : Boolean(state?.[tool.key]?.active)}
          color={state?.[tool.key]?.active ? 'primary' : 'default'}
        >
          <tool.Icon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );

  return (
    <Box>
      <Paper variant="outlined" sx={{ borderColor: error ? 'error.main' : 'divider', overflow: 'hidden' }}>
        <Stack
          direction="row"
          sx={{ p: 0.5, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider' }}
          role="toolbar"
          aria-label={translate('blog.editor.toolbar')}
        >
          {tools.map(button)}
          <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
          {history.map(button)}
        </Stack>
        <Box
          sx={{
            px: 2,
            '& .tiptap': { minHeight: 220, outline: 'none', py: 1.5 },
            '& .tiptap:focus-visible': { outline: 'none' },
            '& blockquote': { borderInlineStart: 4, borderColor: 'primary.main', m: 0, px: 2, color: 'text.secondary' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Paper>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
