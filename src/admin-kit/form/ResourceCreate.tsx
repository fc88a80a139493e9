import { Create, useResourceContext } from 'react-admin';
import { afterSaveOf } from '../declaration';
import { declarationOf } from '../registry';
import { ResourceForm } from './ResourceForm';
import { useSavedNotice } from './savedNotice';
import { pagePlace } from '../pagePlace';

/** The add page: after saving, the new record's detail page when the area has one, else the list. */
export function ResourceCreate() {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  const onSuccess = useSavedNotice(area, 'created');
  return (
    <Create
      {...pagePlace}
      resource={area}
      redirect={afterSaveOf(declaration)}
      mutationOptions={{ onSuccess }}
      title={false}
    >
      <ResourceForm mode="add" />
    </Create>
  );
}

export default ResourceCreate;
