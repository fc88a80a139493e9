import { useState } from 'react';
import {
  Box,
  Chip,
  Divider,
  IconButton,
  InputAdornment,
  LinearProgress,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useLocaleState } from 'react-admin';
import { useT } from '@/i18n/useT';
import type { ChatsAndContactsResponse } from '@/mock/types/chat';
import { formatEmailTime } from '@/features/apps/email/emailText';
import { bidiText } from '@/shared/BidiText';
import { sidebarLists } from './chatLogic';
import { StatusAvatar } from './StatusAvatar';

interface Props {
  overview: ChatsAndContactsResponse | undefined;
  activeId: number | null;
  onOpen: (contactId: number) => void;
  onProfile: () => void;
}

/** Me (opens my profile), a search, the chats with their last message and unseen count, and the other contacts. */
export function ChatSidebar({ overview, activeId, onOpen, onProfile }: Props) {
  const translate = useT();
  const [locale] = useLocaleState();
  const [q, setQ] = useState('');
  const lists = sidebarLists(overview?.chatsContacts ?? [], overview?.contacts ?? [], q);
  const me = overview?.profileUser;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Stack
        direction="row"
        spacing={1.5}
        alignItems="center"
        sx={{ p: 2 }}
        onClick={(event) => event.stopPropagation()}
      >
        {me && (
          <Tooltip title={translate('chatApp.profile.open')}>
            <IconButton aria-label={translate('chatApp.profile.open')} onClick={onProfile} sx={{ p: 0 }}>
              <StatusAvatar src={me.avatar} name={me.fullName} status={me.status} />
            </IconButton>
          </Tooltip>
        )}
        <TextField
          fullWidth
          size="small"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={translate('chatApp.search')}
          slotProps={{
            htmlInput: { 'aria-label': translate('chatApp.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Stack>
      <Divider />
      {!overview && <LinearProgress aria-label={translate('chatApp.loading')} />}
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        <List
          dense
          aria-labelledby="chat-chats-heading"
          subheader={
            <ListSubheader
              id="chat-chats-heading"
              sx={{ bgcolor: 'background.paper', color: 'primary.main', fontSize: 16 }}
            >
              {translate('chatApp.chats')}
            </ListSubheader>
          }
        >
          {lists.chats.map((entry) => (
            <ListItem key={entry.id} disablePadding>
              <ListItemButton
                selected={entry.id === activeId}
                onClick={() => onOpen(entry.id)}
                aria-current={entry.id === activeId ? 'true' : undefined}
              >
                <ListItemAvatar>
                  <StatusAvatar src={entry.avatar} name={entry.fullName} status={entry.status} />
                </ListItemAvatar>
                <ListItemText
                  primary={entry.fullName}
                  secondary={entry.chat.lastMessage.message}
                  slotProps={{
                    primary: { noWrap: true, fontWeight: 600, ...bidiText },
                    secondary: { noWrap: true, ...bidiText },
                  }}
                  sx={{ minWidth: 0 }}
                />
                <Stack alignItems="flex-end" spacing={0.5} sx={{ ml: 1, flexShrink: 0 }}>
                  <Typography variant="caption" color="text.secondary">
                    {formatEmailTime(entry.chat.lastMessage.time, locale)}
                  </Typography>
                  {entry.chat.unseenMsgs > 0 && (
                    <Chip
                      size="small"
                      color="error"
                      label={entry.chat.unseenMsgs}
                      sx={{ height: 20 }}
                      aria-label={translate('chatApp.unseen', { smart_count: entry.chat.unseenMsgs })}
                    />
                  )}
                </Stack>
              </ListItemButton>
            </ListItem>
          ))}
          {overview && lists.chats.length === 0 && (
            <Typography component="li" sx={{ px: 2, py: 1 }} color="text.secondary" variant="body2">
              {translate('chatApp.noChats')}
            </Typography>
          )}
        </List>
        <List
          dense
          aria-labelledby="chat-contacts-heading"
          subheader={
            <ListSubheader
              id="chat-contacts-heading"
              sx={{ bgcolor: 'background.paper', color: 'primary.main', fontSize: 16 }}
            >
              {translate('chatApp.contacts')}
            </ListSubheader>
          }
        >
          {lists.contacts.map((contact) => (
            <ListItem key={contact.id} disablePadding>
              <ListItemButton selected={contact.id === activeId} onClick={() => onOpen(contact.id)}>
                <ListItemAvatar>
                  <StatusAvatar src={contact.avatar} name={contact.fullName} status={contact.status} />
                </ListItemAvatar>
                <ListItemText
                  primary={contact.fullName}
                  secondary={contact.about}
                  slotProps={{
                    primary: { noWrap: true, fontWeight: 600, ...bidiText },
                    secondary: { noWrap: true, ...bidiText },
                  }}
                  sx={{ minWidth: 0 }}
                />
              </ListItemButton>
            </ListItem>
          ))}
          {overview && lists.contacts.length === 0 && (
            <Typography component="li" sx={{ px: 2, py: 1 }} color="text.secondary" variant="body2">
              {translate('chatApp.noContacts')}
            </Typography>
          )}
        </List>
      </Box>
    </Box>
  );
}
