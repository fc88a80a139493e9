import { Edit, ListButton, ShowButton, TopToolbar, useResourceContext } from 'react-admin';
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

/**
 * The edit page. Saving waits for the server (pessimistic), so a field the server rejects (a taken e-mail) shows
 * its message at the field and nothing typed is lost.
 */
export function ResourceEdit() {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  return (
    <Edit resource={area} mutationMode="pessimistic" redirect={declaration.paths.show ? 'show' : 'list'} actions={<EditActions />} title={false}>
      <ResourceForm mode="edit" />
    </Edit>
  );
}

export default ResourceEdit;
