import { Typography } from '@mui/material';
import { CanAccess, CreateButton, ExportButton, SelectColumnsButton, TopToolbar, useResourceContext, useTranslate } from 'react-admin';
import { declarationOf } from '../registry';
import { TrashToggle, useInTrash } from '../trash/TrashToggle';

export const columnsPreferenceKey = (area: string) => `${area}.list.columns`;

/** Column chooser, export (who may read), add (who may store), and the trash (who may delete). */
export function ListToolbar() {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  const translate = useTranslate();
  if (useInTrash()) {
    return (
      <TopToolbar sx={{ alignItems: 'center' }}>
        <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>{translate('adminKit.trash.title')}</Typography>
        <TrashToggle />
      </TopToolbar>
    );
  }
  return (
    <TopToolbar>
      <TrashToggle />
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
