import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Box, Stack, Typography } from '@mui/material';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { useSearchParams } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import type { ChatsAndContactsResponse } from '@/mock/types/chat';
import { LeftSidebarLayout } from '@/layout/LeftSidebarLayout';
import { LoadError } from '@/shared/LoadError';
import { chatKeys, fetchChatsAndContacts } from './api';
import { ChatSidebar } from './ChatSidebar';
import { withChatSeen } from './chatLogic';
import { ContactDrawer } from './ContactDrawer';
import { Conversation } from './Conversation';
import { ProfileDrawer } from './ProfileDrawer';

/** The chat app: chats and contacts beside the open conversation (`?contact=` keeps it in the address). */
export default function ChatApp() {
  const translate = useT();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const contactParam = Number(searchParams.get('contact'));
  const contactId = Number.isSafeInteger(contactParam) && contactParam > 0 ? contactParam : null;
  const [profileOpen, setProfileOpen] = useState(false);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const overview = useQuery({ queryKey: chatKeys.overview, queryFn: fetchChatsAndContacts });

  const open = (id: number) => {
    queryClient.setQueryData<ChatsAndContactsResponse>(chatKeys.overview, (current) =>
      current ? withChatSeen(current, id) : current,
    );
    setSearchParams({ contact: String(id) });
  };
  const me = overview.data?.profileUser;

  return (
    <>
      <LeftSidebarLayout
        sidebarWidth={340}
        sidebarLabel={translate('chatApp.chats')}
        sidebar={
          <ChatSidebar
            overview={overview.data}
            activeId={contactId}
            onOpen={open}
            onProfile={() => setProfileOpen(true)}
          />
        }
      >
        {overview.isError && (
          <Box sx={{ p: 2 }}>
            <LoadError onRetry={() => void overview.refetch()} />
          </Box>
        )}
        {contactId && me ? (
          <Conversation key={contactId} contactId={contactId} me={me} onDetails={() => setDetailsOpen(true)} />
        ) : (
          <Stack
            alignItems="center"
            justifyContent="center"
            spacing={2}
            sx={{ flex: 1, p: 4, bgcolor: 'background.default' }}
          >
            <ForumIcon sx={{ fontSize: 64 }} color="primary" />
            <Typography variant="h6" component="h2">
              {translate('chatApp.start.title')}
            </Typography>
            <Typography color="text.secondary">{translate('chatApp.start.hint')}</Typography>
          </Stack>
        )}
      </LeftSidebarLayout>
      <ProfileDrawer open={profileOpen} onClose={() => setProfileOpen(false)} />
      {contactId && <ContactDrawer contactId={contactId} open={detailsOpen} onClose={() => setDetailsOpen(false)} />}
    </>
  );
}
