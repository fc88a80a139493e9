import { CardContent, Typography } from '@mui/material';
import { Button, useListContext } from 'react-admin';
import { useT } from '@/i18n/useT';

/**
 * What an empty trash says: that it is empty, or, while a search or filter narrows it, that nothing in it matches
 * (clearing them stays in the trash). react-admin's own would speak of the area's records and their filters.
 */
export function TrashEmpty() {
  const translate = useT();
  const { filterValues, setFilters } = useListContext();
  const narrowed = Object.keys(filterValues).some((key) => key !== 'trashed');
  return (
    <CardContent>
      <Typography variant="body2">
        {narrowed ? (
          <>
            {translate('adminKit.trash.noMatch')}{' '}
            <Button label="ra.navigation.clear_filters" onClick={() => setFilters({ trashed: true }, [])} />
          </>
        ) : (
          translate('adminKit.trash.empty')
        )}
      </Typography>
    </CardContent>
  );
}
