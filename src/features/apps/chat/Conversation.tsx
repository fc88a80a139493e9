import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Box,
  Button,
  Divider,
  IconButton,
  LinearProgress,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useNotify } from 'react-admin';
import { dynamicKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import { useFormat } from '@/i18n/format';
import type { ChatResponse } from '@/mock/types/chat';
import { BidiText, bidiText } from '@/shared/BidiText';
import { LoadError } from '@/shared/LoadError';
import { chatKeys, fetchChat, sendMessage } from './api';
import { checkMessage, groupMessages, MESSAGE_MAX } from './chatLogic';
import { StatusAvatar } from './StatusAvatar';

interface Props {
  contactId: number;
  me: { id: number; avatar: string; fullName: string };
  onDetails: () => void;
}

/** The chat with one contact: its header, the messages grouped by sender, and the box to write. */
export function Conversation({ contactId, me, onDetails }: Props) {
  const translate = useT();
  const format = useFormat();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const query = useQuery({ queryKey: chatKeys.chat(contactId), queryFn: () => fetchChat(contactId) });

  // Opening the chat marked it seen on the server: the sidebar's badge follows.
  const loadedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (loadedAt) void queryClient.invalidateQueries({ queryKey: chatKeys.overview });
  }, [loadedAt, queryClient]);

  const messages = query.data?.chat?.messages;
  useEffect(() => {
    scroller.current?.scrollTo({ top: scroller.current.scrollHeight });
  }, [messages?.length]);

  const send = useMutation({
    mutationFn: (message: string) => sendMessage(contactId, message, me.id),
    onSuccess: ({ newMessageData, chat }) => {
      queryClient.setQueryData<ChatResponse>(chatKeys.chat(contactId), (current) => {
        if (!current) return current;
        const next =
          chat ?? (current.chat ? { ...current.chat, messages: [...current.chat.messages, newMessageData] } : null);
        return { ...current, chat: next };
      });
      setText('');
      return queryClient.invalidateQueries({ queryKey: chatKeys.overview });
    },
    onError: () => notify('chatApp.errors.sendFailed', { type: 'error' }),
  });

  const submit = () => {
    const checked = checkMessage(text);
    if ('error' in checked) return setError(checked.error);
    setError(null);
    send.mutate(checked.message);
  };

  if (query.isError)
    return (
      <Box sx={{ p: 2 }}>
        <LoadError onRetry={() => void query.refetch()} />
      </Box>
    );
  if (!query.data) return <LinearProgress aria-label={translate('chatApp.loading')} />;
  const { contact } = query.data;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Stack direction="row" alignItems="center" spacing={1.5} sx={{ px: 2, py: 1.25 }}>
        <StatusAvatar src={contact.avatar} name={contact.fullName} status={contact.status} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <BidiText component="h2" fontWeight={600} truncate>
            {contact.fullName}
          </BidiText>
          <BidiText variant="body2" color="text.secondary" truncate>
            {contact.role}
          </BidiText>
        </Box>
        <Tooltip title={translate('chatApp.contact.open')}>
          <IconButton aria-label={translate('chatApp.contact.open')} onClick={onDetails}>
            <InfoIcon />
          </IconButton>
        </Tooltip>
      </Stack>
      <Divider />
      <Box
        ref={scroller}
        role="log"
        aria-label={translate('chatApp.messages', { name: contact.fullName })}
        sx={{ flex: 1, overflowY: 'auto', p: 2.5, bgcolor: 'background.default' }}
      >
        {!messages?.length && (
          <Typography color="text.secondary" textAlign="center" sx={{ mt: 6 }}>
            {translate('chatApp.firstMessage', { name: contact.fullName })}
          </Typography>
        )}
        <Stack spacing={2}>
          {groupMessages(messages ?? []).map((group, index) => {
            const mine = group.senderId === me.id;
            const person = mine ? me : contact;
            return (
              <Stack
                key={index}
                direction={mine ? 'row-reverse' : 'row'}
                spacing={1.5}
                alignItems="flex-start"
                data-testid="message-group"
              >
                <StatusAvatar
                  src={person.avatar}
                  name={person.fullName}
                  status={mine ? 'online' : contact.status}
                  size={32}
                />
                <Stack spacing={0.75} alignItems={mine ? 'flex-end' : 'flex-start'} sx={{ maxWidth: '75%' }}>
                  {group.messages.map((message, position) => (
                    <Paper
                      key={`${message.time}-${position}`}
                      elevation={mine ? 0 : 1}
                      {...bidiText}
                      sx={{
                        px: 1.75,
                        py: 1,
                        bgcolor: mine ? 'primary.main' : 'background.paper',
                        color: mine ? 'primary.contrastText' : 'text.primary',
                        wordBreak: 'break-word',
                        whiteSpace: 'pre-wrap',
                      }}
                    >
                      {message.message}
                    </Paper>
                  ))}
                  <Typography variant="caption" color="text.secondary">
                    {format.dateTime(group.messages[group.messages.length - 1].time)}
                  </Typography>
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      </Box>
      <Divider />
      <Stack
        component="form"
        direction="row"
        spacing={1.5}
        alignItems="flex-start"
        sx={{ p: 2 }}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          fullWidth
          size="small"
          value={text}
          placeholder={translate('chatApp.placeholder')}
          autoComplete="off"
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error)}
          helperText={error ? translate(dynamicKey(error), { max: MESSAGE_MAX }) : undefined}
          slotProps={{ htmlInput: { 'aria-label': translate('chatApp.messageLabel', { name: contact.fullName }) } }}
        />
        <Button type="submit" variant="contained" endIcon={<SendIcon />} disabled={send.isPending}>
          {translate('chatApp.send')}
        </Button>
      </Stack>
    </Box>
  );
}
