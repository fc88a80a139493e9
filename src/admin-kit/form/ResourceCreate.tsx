import { Create, useResourceContext } from 'react-admin';
import { declarationOf } from '../registry';
import { ResourceForm } from './ResourceForm';

/** The add page: after saving, the new record's detail page when the area has one, else the list. */
export function ResourceCreate() {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  return (
    <Create resource={area} redirect={declaration.paths.show ? 'show' : 'list'} title={false}>
      <ResourceForm mode="add" />
    </Create>
  );
}

export default ResourceCreate;
