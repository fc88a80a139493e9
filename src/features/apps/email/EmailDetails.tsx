import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Chip, Divider, IconButton, LinearProgress, Stack, Tooltip, Typography } from '@mui/material';
import BackIcon from '@mui/icons-material/ArrowBack';
import PrevIcon from '@mui/icons-material/ChevronLeft';
import NextIcon from '@mui/icons-material/ChevronRight';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import MarkUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import ReplyIcon from '@mui/icons-material/Reply';
import ForwardIcon from '@mui/icons-material/Forward';
import { useNotify } from 'react-admin';
import { useT } from '@/i18n/useT';
import type { Email } from '@/mock/types/email';
import { LoadError } from '@/shared/LoadError';
import { emailKeys, fetchEmail, paginateEmail } from './api';
import { LabelMenu, MoveMenu } from './EmailActionMenus';
import { EmailMessage } from './EmailMessage';
import { LABEL_COLORS } from './emailText';
import type { ComposeStart } from './compose/composeForm';
import type { MailboxView } from './mailboxRoute';
import { useEmailActions } from './useEmailActions';

interface Props {
  id: number;
  view: MailboxView;
  /** The ids of the list being read, to know whether there is a previous or next e-mail. */
  listIds: number[] | undefined;
  onBack: () => void;
  onOpen: (id: number) => void;
  onCompose: (start: ComposeStart) => void;
}

const mirrored = { transform: (t: { direction: string }) => (t.direction === 'rtl' ? 'scaleX(-1)' : undefined) };

/** An open e-mail: its thread, star, move, labels, previous/next, reply and forward. Opening it marks it read. */
export function EmailDetails({ id, view, listIds, onBack, onOpen, onCompose }: Props) {
  const translate = useT();
  const notify = useNotify();
  const actions = useEmailActions();
  const [showReplies, setShowReplies] = useState(false);
  const query = useQuery({ queryKey: emailKeys.one(id), queryFn: () => fetchEmail(id), retry: false });
  const email = query.data;
  const { update } = actions;

  const markedRead = useRef<number | null>(null);
  useEffect(() => {
    if (!email || email.isRead || markedRead.current === email.id) return;
    markedRead.current = email.id;
    update({ ids: [email.id], data: { isRead: true } });
  }, [email, update]);

  const index = listIds?.indexOf(id) ?? -1;
  const hasPrevious = index !== 0;
  const hasNext = index === -1 || (listIds !== undefined && index < listIds.length - 1);
  const go = (dir: 'previous' | 'next') =>
    paginateEmail(dir, id, view).then(
      (neighbour: Email) => onOpen(neighbour.id),
      () => notify('emailApp.view.noMore', { type: 'info' }),
    );

  if (query.isError)
    return (
      <Box sx={{ p: 2 }}>
        <LoadError onRetry={() => void query.refetch()} />
      </Box>
    );
  if (!email) return <LinearProgress aria-label={translate('emailApp.loading')} />;
  const inTrash = email.folder === 'trash';
  const starLabel = translate(email.isStarred ? 'emailApp.actions.unstar' : 'emailApp.actions.star');

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 1.5, py: 1 }}>
        <IconButton aria-label={translate('emailApp.view.back')} onClick={onBack}>
          <BackIcon sx={mirrored} />
        </IconButton>
        <Typography variant="h6" component="h2" noWrap sx={{ flex: 1 }}>
          {email.subject || translate('emailApp.noSubject')}
        </Typography>
        <Tooltip title={translate('emailApp.view.previous')}>
          <span>
            <IconButton
              aria-label={translate('emailApp.view.previous')}
              disabled={!hasPrevious}
              onClick={() => void go('previous')}
            >
              <PrevIcon sx={mirrored} />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={translate('emailApp.view.next')}>
          <span>
            <IconButton
              aria-label={translate('emailApp.view.next')}
              disabled={!hasNext}
              onClick={() => void go('next')}
            >
              <NextIcon sx={mirrored} />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Divider />
      <Stack direction="row" alignItems="center" spacing={0.5} sx={{ px: 1.5, py: 0.5 }}>
        <Stack direction="row" spacing={0.5} sx={{ flex: 1 }} useFlexGap flexWrap="wrap">
          <Chip size="small" variant="outlined" label={translate(`emailApp.folders.${email.folder}`)} />
          {email.labels.map((label) => (
            <Chip key={label} size="small" color={LABEL_COLORS[label]} label={translate(`emailApp.labels.${label}`)} />
          ))}
        </Stack>
        <Tooltip title={starLabel}>
          <IconButton
            aria-label={starLabel}
            aria-pressed={email.isStarred}
            sx={{ color: email.isStarred ? 'warning.main' : undefined }}
            onClick={() => update({ ids: [email.id], data: { isStarred: !email.isStarred } })}
          >
            {email.isStarred ? <StarIcon /> : <StarBorderIcon />}
          </IconButton>
        </Tooltip>
        <MoveMenu
          current={email.folder}
          disabled={actions.busy}
          onMove={(folder) =>
            update({ ids: [email.id], data: { folder }, done: `emailApp.toast.moved.${folder}` }, onBack)
          }
        />
        <LabelMenu
          active={email.labels}
          onToggle={(label) => actions.toggleLabel([email.id], label)}
          disabled={actions.busy}
        />
        <Tooltip title={translate('emailApp.actions.markUnread')}>
          <IconButton
            aria-label={translate('emailApp.actions.markUnread')}
            onClick={() => update({ ids: [email.id], data: { isRead: false } }, onBack)}
          >
            <MarkUnreadIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={translate(inTrash ? 'emailApp.actions.deleteForever' : 'emailApp.actions.delete')}>
          <IconButton
            aria-label={translate(inTrash ? 'emailApp.actions.deleteForever' : 'emailApp.actions.delete')}
            onClick={() => actions.remove([email.id], inTrash, onBack)}
          >
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Divider />
      <Stack spacing={2} sx={{ p: 2, overflowY: 'auto', flex: 1, bgcolor: 'background.default' }}>
        {email.replies.length > 0 && !showReplies && (
          <Button onClick={() => setShowReplies(true)} sx={{ alignSelf: 'flex-start' }}>
            {translate('emailApp.view.earlier', { smart_count: email.replies.length })}
          </Button>
        )}
        {showReplies && email.replies.map((reply) => <EmailMessage key={reply.id} email={reply} />)}
        <EmailMessage email={email} />
        <Stack direction="row" spacing={1}>
          <Button
            variant="outlined"
            startIcon={<ReplyIcon sx={mirrored} />}
            onClick={() => onCompose({ mode: 'reply', email })}
          >
            {translate('emailApp.view.reply')}
          </Button>
          <Button
            variant="outlined"
            startIcon={<ForwardIcon sx={mirrored} />}
            onClick={() => onCompose({ mode: 'forward', email })}
          >
            {translate('emailApp.view.forward')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
