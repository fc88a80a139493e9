import { useId, useState, type ReactElement } from 'react';
import { Badge, Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import FilterIcon from '@mui/icons-material/FilterList';
import CloseIcon from '@mui/icons-material/Close';
import { FilterContext, FilterForm, useListContext } from 'react-admin';
import { useT } from '@/i18n/useT';

type FilterInput = ReactElement<{ source: string }>;

const isSet = (value: unknown) =>
  value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/**
 * The filters of a phone's list, behind a labelled button that counts those in use: stacked on the page they pushed
 * the first record half-way down the screen. They open in a sheet from the bottom and apply as they are set, as on a
 * wider screen; the list's search stays on the page.
 */
export function PhoneFilters({ filters }: { filters: FilterInput[] }) {
  const translate = useT();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { filterValues, setFilters } = useListContext();
  const sources = filters.map((filter) => filter.props.source);
  const active = sources.filter((source) => isSet(filterValues[source])).length;
  const clear = () =>
    setFilters(Object.fromEntries(Object.entries(filterValues).filter(([key]) => !sources.includes(key))), {});
  if (!filters.length) return null;
  return (
    <>
      <Button
        size="small"
        startIcon={
          active ? (
            <Badge badgeContent={active} color="primary">
              <FilterIcon />
            </Badge>
          ) : (
            <FilterIcon />
          )
        }
        aria-label={
          active
            ? translate('adminKit.list.filters.active', { smart_count: active })
            : translate('adminKit.list.filters.button')
        }
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        {translate('adminKit.list.filters.button')}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { maxHeight: '85vh' } } }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1 }}>
          <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
            {translate('adminKit.list.filters.button')}
          </Typography>
          <IconButton aria-label={translate('ra.action.close')} onClick={() => setOpen(false)}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Box
          sx={{
            px: 2,
            // One filter a row, all as wide, with room for each one's label.
            '& form': { flexDirection: 'column', alignItems: 'stretch', gap: 2, pt: 1 },
            '& .RaFilterForm-filterFormInput, & .RaFilterForm-filterFormInput > :not(.RaFilterFormInput-spacer)': {
              flex: 1,
              width: '100%',
              m: 0,
            },
            '& .RaFilterFormInput-spacer': { display: 'none' },
          }}
        >
          <FilterContext.Provider value={filters}>
            <FilterForm />
          </FilterContext.Provider>
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', p: 2 }}>
          <Button disabled={!active} onClick={clear}>
            {translate('ra.navigation.clear_filters')}
          </Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {translate('adminKit.list.filters.done')}
          </Button>
        </Stack>
      </Drawer>
    </>
  );
}
