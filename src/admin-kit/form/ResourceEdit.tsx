import { Edit, ListButton, ShowButton, TopToolbar, useNotify, useResourceContext, type RaRecord } from 'react-admin';
import { HistoryPanel } from '../history/HistoryPanel';
import { PresenceAvatars } from '../presence/PresenceAvatars';
import { RecordTitle } from '../RecordTitle';
import { afterSaveOf } from '../declaration';
import { declarationOf } from '../registry';
import { conflictRecordOf, ConflictProvider, useConflict } from './conflict';
import { ResourceForm } from './ResourceForm';
import { useSavedNotice } from './savedNotice';
import { recordPagePlace } from '../pagePlace';

function EditActions() {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <RecordTitle />
      <PresenceAvatars state="editing" />
      {declaration.paths.show && <ShowButton />}
      <ListButton />
    </TopToolbar>
  );
}

/** The record is read once when the page opens: its version is what a save sends back, so a change someone else
 * made meanwhile is caught by the API (409), instead of a background refetch quietly moving the form onto it. */
const READ_ONCE = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

function EditPage() {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  const conflict = useConflict()!;
  const notify = useNotify();
  // The form submits only schema fields; the version goes back with them: the one read, or the one seen in a conflict.
  const withVersion = (data: RaRecord, options?: { previousData?: RaRecord }) => ({
    ...data,
    version: conflict.acceptedVersion.current ?? options?.previousData?.version,
  });
  const saved = useSavedNotice(area, 'updated');
  const onSuccess = (data: RaRecord) => {
    conflict.setCurrent(null);
    saved(data);
  };
  const onError = (error: unknown) => {
    conflict.setCurrent(conflictRecordOf(error));
    const message = (error as { message?: string } | undefined)?.message;
    notify(message || 'ra.notification.http_error', { type: 'error' });
  };
  return (
    <Edit
      {...recordPagePlace}
      resource={area}
      mutationMode="pessimistic"
      queryOptions={READ_ONCE}
      mutationOptions={{ onSuccess, onError }}
      transform={withVersion}
      redirect={afterSaveOf(declaration)}
      actions={<EditActions />}
      aside={<HistoryPanel />}
      title={false}
    >
      <ResourceForm mode="edit" />
    </Edit>
  );
}

/**
 * The edit page, with the record's history beside it. Saving waits for the server (pessimistic), so a field the
 * server rejects (a taken e-mail) or a stale edit shows its message and nothing typed is lost.
 */
export function ResourceEdit() {
  return (
    <ConflictProvider>
      <EditPage />
    </ConflictProvider>
  );
}

export default ResourceEdit;
