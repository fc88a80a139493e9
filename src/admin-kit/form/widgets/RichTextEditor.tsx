import { useEffect, useRef } from 'react';
import { Box, Divider, IconButton, Tooltip } from '@mui/material';
import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import UnderlineIcon from '@mui/icons-material/FormatUnderlined';
import BulletIcon from '@mui/icons-material/FormatListBulleted';
import NumberedIcon from '@mui/icons-material/FormatListNumbered';
import QuoteIcon from '@mui/icons-material/FormatQuote';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import type { KeysUnder } from '@/i18n/messageKeys';
import StarterKit from '@tiptap/starter-kit';
import { useT } from '@/i18n/useT';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  label: string;
  invalid: boolean;
  describedBy?: string;
}

type Command = {
  key: KeysUnder<'adminKit.richText'>;
  icon: typeof BoldIcon;
  run: (editor: Editor) => void;
  active?: (editor: Editor) => boolean;
};

const COMMANDS: Command[] = [
  {
    key: 'heading',
    icon: TitleIcon,
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    active: (e) => e.isActive('heading', { level: 2 }),
  },
  { key: 'bold', icon: BoldIcon, run: (e) => e.chain().focus().toggleBold().run(), active: (e) => e.isActive('bold') },
  {
    key: 'italic',
    icon: ItalicIcon,
    run: (e) => e.chain().focus().toggleItalic().run(),
    active: (e) => e.isActive('italic'),
  },
  {
    key: 'underline',
    icon: UnderlineIcon,
    run: (e) => e.chain().focus().toggleUnderline().run(),
    active: (e) => e.isActive('underline'),
  },
  {
    key: 'bulletList',
    icon: BulletIcon,
    run: (e) => e.chain().focus().toggleBulletList().run(),
    active: (e) => e.isActive('bulletList'),
  },
  {
    key: 'orderedList',
    icon: NumberedIcon,
    run: (e) => e.chain().focus().toggleOrderedList().run(),
    active: (e) => e.isActive('orderedList'),
  },
  {
    key: 'quote',
    icon: QuoteIcon,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  { key: 'undo', icon: UndoIcon, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', icon: RedoIcon, run: (e) => e.chain().focus().redo().run() },
];

function Toolbar({ editor }: { editor: Editor }) {
  const translate = useT();
  const active = useEditorState({ editor, selector: ({ editor: e }) => COMMANDS.map((c) => c.active?.(e) ?? false) });
  return (
    <Box
      role="toolbar"
      aria-label={translate('adminKit.richText.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5 }}
    >
      {COMMANDS.map((command, index) => {
        const label = translate(`adminKit.richText.${command.key}`);
        const Icon = command.icon;
        return (
          <Tooltip key={command.key} title={label}>
            <IconButton
              size="small"
              aria-label={label}
              aria-pressed={command.active ? active[index] : undefined}
              color={active[index] ? 'primary' : 'default'}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => command.run(editor)}
            >
              <Icon fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      })}
    </Box>
  );
}

/** The rich-text editor (tiptap), loaded only by forms that have a rich-text field. Empty content is ''. */
export default function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  label,
  invalid,
  describedBy,
}: RichTextEditorProps) {
  // The last HTML the editor reported (or was given): a different form value comes from outside (a reset).
  const shown = useRef(value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: value,
    editorProps: {
      attributes: {
        id,
        // Arabic or Hebrew pages read right to left whatever the interface language.
        dir: 'auto',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-invalid': String(invalid),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      shown.current = e.isEmpty ? '' : e.getHTML();
      onChange(shown.current);
    },
    onBlur: () => onBlur(),
  });

  // The form can replace the value (reset after save, a record loaded late): follow it.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === shown.current) return;
    shown.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  if (!editor) return null;
  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main' },
      }}
    >
      <Toolbar editor={editor} />
      <Divider />
      <Box
        sx={{
          px: 2,
          py: 1,
          minHeight: 160,
          '& .tiptap': { outline: 'none', minHeight: 140 },
          '& .tiptap p': { my: 1 },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
