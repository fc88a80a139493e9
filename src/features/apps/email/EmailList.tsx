import { useState } from 'react';
import {
  Avatar,
  Box,
  Checkbox,
  Divider,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import MarkReadIcon from '@mui/icons-material/DraftsOutlined';
import MarkUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import AttachIcon from '@mui/icons-material/AttachFile';
import CircleIcon from '@mui/icons-material/Circle';
import InboxIcon from '@mui/icons-material/Inbox';
import { useLocaleState } from 'react-admin';
import { useT } from '@/i18n/useT';
import type { Email, EmailFolder, EmailLabel } from '@/mock/types/email';
import { BidiText } from '@/shared/BidiText';
import { LoadError } from '@/shared/LoadError';
import { LabelMenu, MoveMenu } from './EmailActionMenus';
import { formatEmailTime, LABEL_COLORS, plainText } from './emailText';
import type { MailboxView } from './mailboxRoute';
import { useEmailActions } from './useEmailActions';
import { TriStateCheckbox } from '@/shared/TriStateCheckbox';

interface Props {
  view: MailboxView;
  q: string;
  onSearch: (q: string) => void;
  emails: Email[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onOpen: (email: Email) => void;
}

const labelsAll = (emails: Email[]): EmailLabel[] =>
  emails.length ? emails[0].labels.filter((label) => emails.every((email) => email.labels.includes(label))) : [];

/** The e-mails of a view: search, select all or some and act on them together, star one, open one. */
export function EmailList({ view, q, onSearch, emails, loading, failed, onRetry, onOpen }: Props) {
  const translate = useT();
  const [locale] = useLocaleState();
  const actions = useEmailActions();
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const list = emails ?? [];
  const selected = list.filter((email) => chosen.has(email.id));
  const ids = selected.map((email) => email.id);
  const allChosen = list.length > 0 && selected.length === list.length;
  const folder = view.kind === 'folder' && view.folder !== 'starred' ? view.folder : undefined;
  const clear = () => setChosen(new Set());

  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const move = (target: EmailFolder) =>
    actions.update({ ids, data: { folder: target }, done: `emailApp.toast.moved.${target}` }, clear);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box role="search" sx={{ px: 2, py: 1.5 }}>
        <TextField
          fullWidth
          size="small"
          type="search"
          value={q}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={translate('emailApp.search')}
          slotProps={{
            htmlInput: { 'aria-label': translate('emailApp.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Divider />
      <Stack direction="row" alignItems="center" spacing={0.5} sx={{ px: 1.5, py: 0.5, minHeight: 52 }}>
        <TriStateCheckbox
          checked={allChosen}
          indeterminate={selected.length > 0 && !allChosen}
          disabled={list.length === 0}
          onChange={() => setChosen(allChosen ? new Set() : new Set(list.map((email) => email.id)))}
          slotProps={{ input: { 'aria-label': translate('emailApp.actions.selectAll') } }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {selected.length
            ? translate('emailApp.selected', { smart_count: selected.length })
            : translate('emailApp.actions.selectAll')}
        </Typography>
        {selected.length > 0 && (
          <>
            <MoveMenu current={folder} onMove={move} disabled={actions.busy} />
            <LabelMenu
              active={labelsAll(selected)}
              onToggle={(label) => actions.toggleLabel(ids, label)}
              disabled={actions.busy}
            />
            <Tooltip title={translate('emailApp.actions.markRead')}>
              <IconButton
                aria-label={translate('emailApp.actions.markRead')}
                disabled={actions.busy}
                onClick={() => actions.update({ ids, data: { isRead: true } }, clear)}
              >
                <MarkReadIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('emailApp.actions.markUnread')}>
              <IconButton
                aria-label={translate('emailApp.actions.markUnread')}
                disabled={actions.busy}
                onClick={() => actions.update({ ids, data: { isRead: false } }, clear)}
              >
                <MarkUnreadIcon />
              </IconButton>
            </Tooltip>
            <Tooltip
              title={translate(folder === 'trash' ? 'emailApp.actions.deleteForever' : 'emailApp.actions.delete')}
            >
              <IconButton
                aria-label={translate(
                  folder === 'trash' ? 'emailApp.actions.deleteForever' : 'emailApp.actions.delete',
                )}
                disabled={actions.busy}
                onClick={() => actions.remove(ids, folder === 'trash', clear)}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
      <Divider />
      {loading && <LinearProgress aria-label={translate('emailApp.loading')} />}
      {failed && (
        <Box sx={{ p: 2 }}>
          <LoadError onRetry={onRetry} />
        </Box>
      )}
      {emails && list.length === 0 && (
        <Stack alignItems="center" spacing={1} sx={{ py: 8, color: 'text.secondary' }} role="status">
          <InboxIcon sx={{ fontSize: 48 }} color="disabled" />
          <Typography>{translate(q ? 'emailApp.emptySearch' : 'emailApp.empty', { query: q })}</Typography>
        </Stack>
      )}
      <List disablePadding aria-label={translate('emailApp.listLabel')} sx={{ overflowY: 'auto', flex: 1 }}>
        {list.map((email) => (
          <ListItem
            key={email.id}
            disablePadding
            divider
            sx={{ bgcolor: email.isRead ? undefined : 'action.hover', '&:hover': { boxShadow: 2, zIndex: 1 } }}
          >
            <Checkbox
              checked={chosen.has(email.id)}
              onChange={() => toggle(email.id)}
              sx={{ ml: 1.5 }}
              slotProps={{
                input: {
                  'aria-label': translate('emailApp.actions.select', {
                    subject: email.subject || translate('emailApp.noSubject'),
                  }),
                },
              }}
            />
            <IconButton
              aria-label={translate(email.isStarred ? 'emailApp.actions.unstar' : 'emailApp.actions.star')}
              aria-pressed={email.isStarred}
              onClick={() => actions.update({ ids: [email.id], data: { isStarred: !email.isStarred } })}
              sx={{ color: email.isStarred ? 'warning.main' : undefined }}
            >
              {email.isStarred ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
            </IconButton>
            <ListItemButton
              onClick={() => onOpen(email)}
              sx={{ gap: 1.5, py: 1.25, px: { xs: 1, sm: 2 }, minWidth: 0 }}
              aria-label={translate(email.isRead ? 'emailApp.openRead' : 'emailApp.openUnread', {
                subject: email.subject || translate('emailApp.noSubject'),
                name: email.from.name,
              })}
            >
              <Avatar
                src={email.from.avatar}
                alt=""
                sx={{ width: 32, height: 32, display: { xs: 'none', sm: 'flex' } }}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <BidiText variant="body2" truncate fontWeight={email.isRead ? 500 : 700}>
                  {email.folder === 'sent' || email.folder === 'draft'
                    ? email.to.map((a) => a.name || a.email).join(', ') || translate('emailApp.noRecipient')
                    : email.from.name}
                </BidiText>
                <BidiText variant="body2" truncate color="text.secondary" data-testid="email-preview">
                  <Box component="span" sx={{ color: 'text.primary', fontWeight: email.isRead ? 400 : 600 }}>
                    {email.subject || translate('emailApp.noSubject')}
                  </Box>
                  {' — '}
                  {plainText(email.message)}
                </BidiText>
              </Box>
              <Stack direction="row" spacing={0.5} alignItems="center" sx={{ flexShrink: 0 }}>
                {email.labels.map((label) => (
                  <Tooltip key={label} title={translate(`emailApp.labels.${label}`)}>
                    <CircleIcon
                      sx={{ fontSize: 10 }}
                      color={LABEL_COLORS[label]}
                      aria-label={translate(`emailApp.labels.${label}`)}
                    />
                  </Tooltip>
                ))}
                {email.attachments.length > 0 && (
                  <AttachIcon fontSize="small" color="action" aria-label={translate('emailApp.hasAttachments')} />
                )}
                <Typography variant="caption" color="text.secondary" sx={{ minWidth: 56, textAlign: 'end' }}>
                  {formatEmailTime(email.time, locale)}
                </Typography>
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
