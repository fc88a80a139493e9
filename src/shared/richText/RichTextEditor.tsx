import { useEffect, useRef } from 'react';
import { Box, Divider } from '@mui/material';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { BasicToolbar } from './BasicToolbar';
import { FullToolbar } from './FullToolbar';
import { editorContentSx } from './editorContentSx';

export interface RichTextEditorProps {
  id: string;
  value: string;
  /** The HTML ('' when empty) and its plain text. */
  onChange: (html: string, text: string) => void;
  onBlur?: () => void;
  label: string;
  invalid: boolean;
  describedBy?: string;
  /** 'basic': marks, lists, quote, undo; 'full' adds strike, code, headings 1–3, code block, divider, links. */
  toolbar?: 'basic' | 'full';
  /** Height of the editing area in pixels. */
  minHeight?: number;
  editable?: boolean;
  /** Lets the page reach the editor (e.g. to load content into it). */
  onReady?: (editor: Editor) => void;
}

/** The app's one rich-text editor (tiptap), loaded only by screens that have a rich-text field. Empty content is ''. */
export default function RichTextEditor({
  id,
  value,
  onChange,
  onBlur,
  label,
  invalid,
  describedBy,
  toolbar = 'basic',
  minHeight = 140,
  editable = true,
  onReady,
}: RichTextEditorProps) {
  // The last HTML the editor reported (or was given): a different form value comes from outside (a reset).
  const shown = useRef(value);
  // The editor is created once; the callbacks it calls must still reach the latest props.
  const callbacks = useRef({ onChange, onBlur, onReady });
  useEffect(() => {
    callbacks.current = { onChange, onBlur, onReady };
  });
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } })],
    content: value,
    editable,
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
      callbacks.current.onChange(shown.current, e.getText());
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // Handed over once mounted (not during render); development's double mount may pass a destroyed editor.
  useEffect(() => {
    if (editor && !editor.isDestroyed) callbacks.current.onReady?.(editor);
  }, [editor]);

  // The form can replace the value (reset after save, a record loaded late): follow it.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === shown.current) return;
    shown.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  if (!editor) return null;
  return (
    <Box
      sx={{
        border: 1,
        borderColor: invalid ? 'error.main' : 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        opacity: editable ? 1 : 0.85,
        '&:focus-within': { borderColor: invalid ? 'error.main' : 'primary.main' },
      }}
    >
      {toolbar === 'full' ? <FullToolbar editor={editor} /> : <BasicToolbar editor={editor} />}
      <Divider />
      <Box sx={editorContentSx(minHeight)}>
        <EditorContent editor={editor} />
      </Box>
    </Box>
  );
}
