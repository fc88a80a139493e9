import { Edit, ListButton, ShowButton, TopToolbar, useResourceContext, type RaRecord } from 'react-admin';
import { RecordTitle } from '../RecordTitle';
import { declarationOf } from '../registry';
import { ResourceForm } from './ResourceForm';

function EditActions() {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <RecordTitle />
      {declaration.paths.show && <ShowButton />}
      <ListButton />
    </TopToolbar>
  );
}

/** The record is read once when the page opens: its version is what a save sends back, so a change someone else
 * made meanwhile is caught by the API (409), instead of a background refetch quietly moving the form onto it. */
const READ_ONCE = { refetchOnWindowFocus: false, refetchOnReconnect: false } as const;

/** The form submits only schema fields; the version the record was read at goes back with them. */
const withReadVersion = (data: RaRecord, options?: { previousData?: RaRecord }) => ({ ...data, version: options?.previousData?.version });

/**
 * The edit page. Saving waits for the server (pessimistic), so a field the server rejects (a taken e-mail) or a
 * stale edit shows its message and nothing typed is lost.
 */
export function ResourceEdit() {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  return (
    <Edit resource={area} mutationMode="pessimistic" queryOptions={READ_ONCE} transform={withReadVersion} redirect={declaration.paths.show ? 'show' : 'list'} actions={<EditActions />} title={false}>
      <ResourceForm mode="edit" />
    </Edit>
  );
}

export default ResourceEdit;
