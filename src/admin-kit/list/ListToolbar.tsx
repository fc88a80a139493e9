import type { ReactElement } from 'react';
import { Typography } from '@mui/material';
import { CanAccess, TopToolbar, useResourceContext } from 'react-admin';
import { useT } from '@/i18n/useT';
import { areaOf } from '../areas';
import { TrashToggle, useInTrash } from '../trash/TrashToggle';
import { AddButton } from './AddButton';
import { ColumnChooser } from './ColumnChooser';
import { PhoneFilters } from './PhoneFilters';
import { PhoneSort } from './PhoneSort';
import { SavedViews } from './SavedViews';
import { ServerExportButton } from './ServerExportButton';
import { ImportButton } from './import/ImportButton';

/**
 * Column chooser, saved views, export (who may read), import and add (who may store), and the trash (who may delete). On a narrow screen the row
 * wraps rather than run off it (beside the filters on a wide one it keeps one line). On a phone (`phoneFilters` given)
 * it starts with the filters and the sort, labelled; the other buttons are icons named by a tooltip and their label,
 * but for the trash, labelled too, since its icon alone reads as "delete".
 */
export function ListToolbar({ phoneFilters }: { phoneFilters?: ReactElement<{ source: string }>[] }) {
  const area = useResourceContext()!;
  const declaration = areaOf(area);
  const translate = useT();
  if (useInTrash()) {
    return (
      <TopToolbar sx={{ alignItems: 'center', alignSelf: { xs: 'stretch' } }}>
        <Typography component="h2" variant="h6" sx={{ mr: 'auto' }}>
          {translate('adminKit.trash.title')}
        </Typography>
        {phoneFilters && <PhoneFilters filters={phoneFilters} />}
        <TrashToggle />
      </TopToolbar>
    );
  }
  return (
    <TopToolbar
      sx={{
        flexWrap: { xs: 'wrap', md: 'nowrap' },
        alignItems: 'center',
        // On a phone the buttons start where the text does, and the icons take less room (40 px still a good target).
        justifyContent: { xs: 'flex-start', sm: 'flex-end' },
        '& .MuiIconButton-sizeLarge': { p: { xs: 1 } },
      }}
    >
      {phoneFilters && <PhoneFilters filters={phoneFilters} />}
      {phoneFilters && <PhoneSort area={area} />}
      <TrashToggle />
      <ColumnChooser area={area} />
      <SavedViews area={area} />
      {declaration.list.bulkActions.includes('export') && (
        <CanAccess action="export" resource={area}>
          <ServerExportButton />
        </CanAccess>
      )}
      {declaration.paths.add && <ImportButton />}
      {declaration.paths.add && <AddButton to={declaration.paths.add} />}
    </TopToolbar>
  );
}
