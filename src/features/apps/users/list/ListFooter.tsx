import { Pagination, Stack, Typography } from '@mui/material';
import { isEllipsis } from '@/shared/paginationItem';
import { useT } from '@/i18n/useT';
import { pageRange } from './pageRange';

interface Props {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
}

/** "Showing x to y of z entries" and the page buttons under a list. */
export function ListFooter({ page, perPage, total, onPage }: Props) {
  const translate = useT();
  const { from, to, pages } = pageRange(page, perPage, total);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      alignItems="center"
      justifyContent="space-between"
      spacing={2}
      sx={{ p: 2 }}
    >
      <Typography variant="body2" color="text.secondary" data-testid="list-range">
        {translate('appUsers.list.showing', { from, to, total })}
      </Typography>
      <Pagination
        count={pages}
        page={Math.min(page, pages)}
        onChange={(_, next) => onPage(next)}
        color="primary"
        shape="rounded"
        getItemAriaLabel={(type, number) =>
          isEllipsis(type) ? '' : translate(`appUsers.list.pageAria.${type}`, { page: number ?? '' })
        }
      />
    </Stack>
  );
}
