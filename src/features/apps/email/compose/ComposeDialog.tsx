import { useId, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Stack,
  TextField,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { useLocaleState, useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import RichTextEditor from '@/shared/richText/RichTextEditor';
import { LeaveGuard } from '@/shared/forms/LeaveGuard';
import { useDraft } from '@/shared/forms/useFormDraft';
import { clearDraft, draftKeyOf } from '@/shared/forms/drafts';
import { ApiError } from '@/data/apiError';
import { createEmail, emailKeys, fetchEmails, updateDraft } from '../api';
import { addressBook, formatFullTime } from '../emailText';
import { RecipientsField } from './RecipientsField';
import {
  composeDefaults,
  hasErrors,
  isBlank,
  toRecipients,
  validateCompose,
  type AddressField,
  type ComposeErrors,
  type ComposeIntent,
  type ComposeStart,
  type ComposeValues,
} from './composeForm';

interface Props {
  start: ComposeStart;
  onClose: () => void;
}

/** The message of a failed save: the server's field messages, or a general one. */
function serverMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  return error.hasFields ? Object.values(error.fields).join(' ') : (error.reason ?? null);
}

/** Writing an e-mail (new, reply, forward or a saved draft): send it or keep it as a draft. Loaded only when opened. */
export default function ComposeDialog({ start, onClose }: Props) {
  const translate = useT();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const id = useId();

  const initial = useMemo(() => {
    if (start.mode !== 'reply' && start.mode !== 'forward') return composeDefaults(start);
    const { email } = start;
    const args = {
      name: email.from.name,
      email: email.from.email,
      date: formatFullTime(email.time, locale),
      subject: email.subject,
    };
    return composeDefaults(start, translate(`emailApp.compose.${start.mode}Intro`, args));
  }, [start, locale, translate]);
  const [values, setValues] = useState<ComposeValues>(initial);
  const [errors, setErrors] = useState<ComposeErrors>({});
  const [tried, setTried] = useState<ComposeIntent | null>(null);
  const [showCc, setShowCc] = useState(initial.cc.length > 0);
  const [showBcc, setShowBcc] = useState(initial.bcc.length > 0);
  const [confirmClose, setConfirmClose] = useState(false);

  const inbox = useQuery({
    queryKey: emailKeys.list({ kind: 'folder', folder: 'inbox' }, ''),
    queryFn: () => fetchEmails({ kind: 'folder', folder: 'inbox' }, ''),
  });
  const sent = useQuery({
    queryKey: emailKeys.list({ kind: 'folder', folder: 'sent' }, ''),
    queryFn: () => fetchEmails({ kind: 'folder', folder: 'sent' }, ''),
  });
  const book = useMemo(
    () => addressBook([...(inbox.data?.emails ?? []), ...(sent.data?.emails ?? [])]),
    [inbox.data, sent.data],
  );

  const save = useMutation({
    mutationFn: (intent: ComposeIntent) => {
      const folder = intent === 'send' ? 'sent' : 'draft';
      const email = { ...values, to: toRecipients(values.to, book), folder } as const;
      return start.mode === 'draft' ? updateDraft(start.email.id, email) : createEmail(email);
    },
    onSuccess: async (_, intent) => {
      notify(intent === 'send' ? 'emailApp.toast.sent' : 'emailApp.toast.draftSaved', {
        type: 'success',
        messageArgs: { subject: values.subject.trim() || translate('emailApp.noSubject') },
      });
      await queryClient.invalidateQueries({ queryKey: emailKeys.all });
      onClose();
    },
  });

  const change = <K extends keyof ComposeValues>(field: K, value: ComposeValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (tried) setErrors(validateCompose(next, tried));
  };
  const submit = (intent: ComposeIntent) => {
    const found = validateCompose(values, intent);
    setTried(intent);
    setErrors(found);
    if (!hasErrors(found)) save.mutate(intent);
  };
  const changed = !isBlank(values) && JSON.stringify(values) !== JSON.stringify(initial);
  // Kept in this tab until sent or saved, so a reload or an ended session loses nothing; offered when this
  // compose window (new, or the same reply, forward or draft) opens again.
  const draftName = `compose-${start.mode}-${start.mode === 'new' ? 'new' : start.email.id}`;
  const draftOffer = useDraft({
    name: draftName,
    page: '/apps/email',
    values,
    dirty: changed,
    saved: save.isPending || save.isSuccess,
    restore: setValues,
  });
  const requestClose = () => {
    if (save.isPending) return;
    if (isBlank(values) || JSON.stringify(values) === JSON.stringify(initial)) onClose();
    else setConfirmClose(true);
  };
  const errorOf = (field: AddressField) => {
    const error = errors[field];
    return error ? translate(error.key, error.args) : undefined;
  };
  const failure = save.error ? (serverMessage(save.error) ?? translate('emailApp.errors.saveFailed')) : null;
  const title = translate(`emailApp.compose.title.${start.mode}`);

  return (
    <>
      <Dialog open onClose={requestClose} fullWidth maxWidth="md" aria-labelledby={`${id}-title`}>
        <DialogTitle id={`${id}-title`} sx={{ display: 'flex', alignItems: 'center' }}>
          <Box component="span" sx={{ flex: 1 }}>
            {title}
          </Box>
          <IconButton aria-label={translate('emailApp.compose.close')} onClick={requestClose}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {draftOffer}
            {failure && <Alert severity="error">{failure}</Alert>}
            <Stack direction="row" alignItems="flex-end" spacing={1}>
              <Box sx={{ flex: 1 }}>
                <RecipientsField
                  id={`${id}-to`}
                  label={translate('emailApp.compose.to')}
                  value={values.to}
                  onChange={(to) => change('to', to)}
                  book={book}
                  error={errorOf('to')}
                  autoFocus={start.mode !== 'reply'}
                />
              </Box>
              {!showCc && (
                <Button size="small" onClick={() => setShowCc(true)}>
                  {translate('emailApp.compose.addCc')}
                </Button>
              )}
              {!showBcc && (
                <Button size="small" onClick={() => setShowBcc(true)}>
                  {translate('emailApp.compose.addBcc')}
                </Button>
              )}
            </Stack>
            {showCc && (
              <RecipientsField
                id={`${id}-cc`}
                label={translate('emailApp.compose.cc')}
                value={values.cc}
                onChange={(cc) => change('cc', cc)}
                book={book}
                error={errorOf('cc')}
              />
            )}
            {showBcc && (
              <RecipientsField
                id={`${id}-bcc`}
                label={translate('emailApp.compose.bcc')}
                value={values.bcc}
                onChange={(bcc) => change('bcc', bcc)}
                book={book}
                error={errorOf('bcc')}
              />
            )}
            <TextField
              variant="standard"
              label={translate('emailApp.compose.subject')}
              value={values.subject}
              onChange={(event) => change('subject', event.target.value)}
            />
            <RichTextEditor
              id={`${id}-message`}
              label={translate('emailApp.compose.message')}
              value={values.message}
              onChange={(html) => change('message', html)}
              invalid={false}
            />
          </Stack>
        </DialogContent>
        <LeaveGuard dirty={changed && !save.isPending && !save.isSuccess} />
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button color="inherit" onClick={requestClose} disabled={save.isPending}>
            {translate('emailApp.compose.discard')}
          </Button>
          <Box sx={{ flex: 1 }} />
          <Button variant="outlined" onClick={() => submit('draft')} disabled={save.isPending}>
            {translate('emailApp.compose.saveDraft')}
          </Button>
          <Button variant="contained" endIcon={<SendIcon />} onClick={() => submit('send')} disabled={save.isPending}>
            {translate('emailApp.compose.send')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={confirmClose} onClose={() => setConfirmClose(false)} aria-labelledby={`${id}-confirm`}>
        <DialogTitle id={`${id}-confirm`}>{translate('emailApp.compose.confirmTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('emailApp.compose.confirmBody')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmClose(false)}>{translate('emailApp.compose.keepEditing')}</Button>
          <Button
            onClick={() => {
              setConfirmClose(false);
              submit('draft');
            }}
          >
            {translate('emailApp.compose.saveDraft')}
          </Button>
          <Button
            color="error"
            onClick={() => {
              clearDraft(draftKeyOf({ pathname: '/apps/email' }, draftName));
              onClose();
            }}
          >
            {translate('emailApp.compose.discard')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
