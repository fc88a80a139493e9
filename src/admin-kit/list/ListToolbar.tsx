import { CanAccess, CreateButton, ExportButton, SelectColumnsButton, TopToolbar, useResourceContext } from 'react-admin';
import { declarationOf } from '../registry';

export const columnsPreferenceKey = (area: string) => `${area}.list.columns`;

/** Column chooser, export (who may read) and add (who may store). */
export function ListToolbar() {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  return (
    <TopToolbar>
      <SelectColumnsButton preferenceKey={columnsPreferenceKey(area)} />
      {declaration.list.bulkActions.includes('export') && (
        <CanAccess action="export" resource={area}>
          <ExportButton maxResults={5000} />
        </CanAccess>
      )}
      {declaration.paths.add && <CreateButton to={declaration.paths.add} label="adminKit.actions.add" />}
    </TopToolbar>
  );
}
