import { lazy, Suspense, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { useT } from '@/i18n/useT';
import type { Email } from '@/mock/types/email';
import { LeftSidebarLayout } from '@/layout/LeftSidebarLayout';
import { useDebounced } from '@/shared/useDebounced';
import { emailKeys, fetchEmails } from './api';
import { EmailDetails } from './EmailDetails';
import { EmailList } from './EmailList';
import { EmailSidebar } from './EmailSidebar';
import type { ComposeStart } from './compose/composeForm';
import { parseMailboxView, readMailboxSearch, writeMailboxSearch, type MailboxView } from './mailboxRoute';

// The editor (tiptap) is in the compose module only: the mailbox does not download it until someone writes.
const ComposeDialog = lazy(() => import('./compose/ComposeDialog'));

/** The e-mail app: a folder, the starred view or a label; an unknown one is a 404. */
export default function EmailApp() {
  const { folder, label } = useParams();
  const view = useMemo(() => parseMailboxView({ folder, label }), [folder, label]);
  if (!view) return <Navigate to="/error-404" replace />;
  return <Mailbox key={JSON.stringify(view)} view={view} />;
}

function Mailbox({ view }: { view: MailboxView }) {
  const translate = useT();
  const [searchParams, setSearchParams] = useSearchParams();
  const { q, open } = readMailboxSearch(searchParams);
  const [compose, setCompose] = useState<ComposeStart | null>(null);
  const settledQ = useDebounced(q);
  const list = useQuery({
    queryKey: emailKeys.list(view, settledQ),
    queryFn: () => fetchEmails(view, settledQ),
    placeholderData: keepPreviousData,
  });

  const setOpen = (id: number | null) => setSearchParams(writeMailboxSearch({ q, open: id }));
  const openEmail = (email: Email) =>
    email.folder === 'draft' ? setCompose({ mode: 'draft', email }) : setOpen(email.id);

  return (
    <LeftSidebarLayout
      sidebarLabel={translate('emailApp.folders.label')}
      sidebar={<EmailSidebar view={view} meta={list.data?.emailsMeta} onCompose={() => setCompose({ mode: 'new' })} />}
    >
      {open ? (
        <EmailDetails
          key={open}
          id={open}
          view={view}
          listIds={list.data?.emails.map((email) => email.id)}
          onBack={() => setOpen(null)}
          onOpen={setOpen}
          onCompose={setCompose}
        />
      ) : (
        <EmailList
          view={view}
          q={q}
          onSearch={(text) => setSearchParams(writeMailboxSearch({ q: text, open: null }), { replace: true })}
          emails={list.data?.emails}
          loading={list.isFetching}
          failed={list.isError}
          onRetry={() => void list.refetch()}
          onOpen={openEmail}
        />
      )}
      {compose && (
        <Suspense fallback={null}>
          <ComposeDialog start={compose} onClose={() => setCompose(null)} />
        </Suspense>
      )}
    </LeftSidebarLayout>
  );
}
