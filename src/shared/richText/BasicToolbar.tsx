import { Box, IconButton, Tooltip } from '@mui/material';
import BoldIcon from '@mui/icons-material/FormatBold';
import ItalicIcon from '@mui/icons-material/FormatItalic';
import UnderlineIcon from '@mui/icons-material/FormatUnderlined';
import BulletIcon from '@mui/icons-material/FormatListBulleted';
import NumberedIcon from '@mui/icons-material/FormatListNumbered';
import QuoteIcon from '@mui/icons-material/FormatQuote';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import { useEditorState, type Editor } from '@tiptap/react';
import type { KeysUnder } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';

type Command = {
  key: KeysUnder<'shared.richText'>;
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
    key: 'blockquote',
    icon: QuoteIcon,
    run: (e) => e.chain().focus().toggleBlockquote().run(),
    active: (e) => e.isActive('blockquote'),
  },
  { key: 'undo', icon: UndoIcon, run: (e) => e.chain().focus().undo().run() },
  { key: 'redo', icon: RedoIcon, run: (e) => e.chain().focus().redo().run() },
];

/** The toolbar of the admin's rich-text fields: the usual marks and blocks, undo and redo. */
export function BasicToolbar({ editor }: { editor: Editor }) {
  const translate = useT();
  const active = useEditorState({ editor, selector: ({ editor: e }) => COMMANDS.map((c) => c.active?.(e) ?? false) });
  return (
    <Box
      role="toolbar"
      aria-label={translate('shared.richText.toolbar')}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5 }}
    >
      {COMMANDS.map((command, index) => {
        const label = translate(`shared.richText.${command.key}`);
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
