import { useCallback, useState } from 'react';
import { Alert, Box, Button, Collapse, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import type { Editor } from '@tiptap/react';
import { htmlSanitizer, sanitizeHtml } from '@/contract/html';
import { SafeHtml } from '@/shared/SafeHtml';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import RichTextEditor from '@/shared/richText/RichTextEditor';

const INITIAL_HTML = `<h2>Release notes</h2>
<p>This editor is <strong>Tiptap</strong> with its starter kit. Try <em>italic</em>, <u>underline</u>, <s>strike</s> and <code>inline code</code>.</p>
<ul><li>Lists, quotes and code blocks</li><li>Links: <a href="https://tiptap.dev">tiptap.dev</a></li></ul>
<blockquote><p>Everything shown as HTML is sanitised first.</p></blockquote>`;

const UNTRUSTED_SAMPLE = `<p onclick="alert('clicked')">A paragraph with an <b>inline handler</b>.</p>
<script>alert('stolen cookies')</script>
<a href="javascript:alert('hi')">A javascript: link</a>
<p style="position: fixed; inset: 0">Styles are removed; <a href="https://example.com">safe links</a> stay.</p>
<form action="https://example.com"><input name="password"><button>Sign in</button></form>
<iframe src="https://example.com"></iframe>`;

const EDITOR_CODE = `
const editor = useEditor({
  extensions: [StarterKit.configure({ link: { openOnClick: false } })],
  content: initialHtml,
  onUpdate: ({ editor }) => onChange(editor.getHTML()),
});
<EditorContent editor={editor} />
// Any HTML shown back is cleaned by the app's one HTML policy (src/contract/html.ts) first:
<div dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />`;

/** The post needs at least this many characters of text before it can be sent. */
const MIN_TEXT = 20;

const countWords = (text: string) => (text.trim() ? text.trim().split(/\s+/).length : 0);

/** Sanitised HTML preview: the only place this screen renders HTML, through the app's one HTML component and policy. */
function Preview({ html }: { html: string }) {
  return (
    <SafeHtml
      html={html}
      sx={{
        '& > *:first-of-type': { mt: 0 },
        '& blockquote': { borderColor: 'divider', m: 0 },
        '& a': { color: 'primary.main' },
      }}
    />
  );
}

function Sanitizer({ onLoad }: { onLoad: (html: string) => void }) {
  const t = useScopedTranslate('showcaseForms.richText');
  const [raw, setRaw] = useState(UNTRUSTED_SAMPLE);
  const { html: clean, removed } = htmlSanitizer().clean(raw);
  return (
    <Stack spacing={2}>
      <TextField
        label={t('untrusted')}
        multiline
        minRows={5}
        fullWidth
        value={raw}
        onChange={(e) => setRaw(e.target.value)}
        slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, style: { fontFamily: 'monospace', fontSize: 13 } } }}
      />
      <Alert severity={removed ? 'warning' : 'success'} role="status">
        {removed ? t('removed', { smart_count: removed }) : t('removedNone')}
      </Alert>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Preview html={raw} />
      </Box>
      <div>
        <Button variant="outlined" onClick={() => onLoad(clean)}>
          {t('loadIntoEditor')}
        </Button>
      </div>
    </Stack>
  );
}

/** A rich-text editor with a toolbar, its sanitised HTML preview, and what sanitising removes from untrusted HTML. */
export default function RichTextShowcase() {
  const t = useScopedTranslate('showcaseForms.richText');
  const [html, setHtml] = useState(INITIAL_HTML);
  const [text, setText] = useState('');
  const [readOnly, setReadOnly] = useState(false);
  const [showSource, setShowSource] = useState(false);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState(false);
  const onChange = useCallback((nextHtml: string, nextText: string) => {
    setHtml(nextHtml);
    setText(nextText);
    setSent(false);
  }, []);
  // The counts and the preview start from the editor's own reading of the starting HTML.
  const onReady = useCallback(
    (ready: Editor) => {
      setEditor(ready);
      onChange(ready.getHTML(), ready.getText());
    },
    [onChange],
  );
  const tooShort = text.trim().length < MIN_TEXT;
  const problem = submitted && tooShort ? t('tooShort', { min: MIN_TEXT }) : null;
  const submit = () => {
    setSubmitted(true);
    setSent(!tooShort);
  };
  return (
    <DemoGrid>
      <DemoCard title={t('editor')} subtitle={t('editorHelp')} code={EDITOR_CODE}>
        <Stack spacing={1.5}>
          <FormControlLabel
            control={<Switch checked={readOnly} onChange={(e) => setReadOnly(e.target.checked)} />}
            label={t('readOnly')}
          />
          <RichTextEditor
            id="showcase-rich-text"
            value={html}
            onChange={onChange}
            invalid={false}
            editable={!readOnly}
            label={t('editor')}
            toolbar="full"
            minHeight={220}
            onReady={onReady}
          />
          <Typography variant="body2" color={problem ? 'error' : 'text.secondary'} aria-live="polite">
            {problem ?? t('counts', { words: countWords(text), characters: text.length })}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={submit}>
              {t('submit')}
            </Button>
            {sent && (
              <Typography role="status" color="success">
                {t('submitted', { smart_count: countWords(text) })}
              </Typography>
            )}
          </Box>
        </Stack>
      </DemoCard>
      <DemoCard title={t('preview')} subtitle={t('previewHelp')}>
        <Stack spacing={1.5}>
          <Box
            data-testid="rich-text-preview"
            sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 120 }}
          >
            <Preview html={html} />
          </Box>
          <div>
            <Button size="small" onClick={() => setShowSource(!showSource)} aria-expanded={showSource}>
              {showSource ? t('hideSource') : t('showSource')}
            </Button>
          </div>
          <Collapse in={showSource}>
            <Box
              component="pre"
              dir="ltr"
              sx={{
                m: 0,
                p: 1.5,
                bgcolor: 'action.hover',
                borderRadius: 1,
                overflowX: 'auto',
                fontSize: 12,
                whiteSpace: 'pre-wrap',
                wordBreak: 'break-word',
              }}
            >
              {sanitizeHtml(html)}
            </Box>
          </Collapse>
        </Stack>
      </DemoCard>
      <DemoCard title={t('sanitizer')} subtitle={t('sanitizerHelp')}>
        <Sanitizer onLoad={(clean) => editor?.commands.setContent(clean, { emitUpdate: true })} />
      </DemoCard>
    </DemoGrid>
  );
}
