import { Box, Button, type TablePaginationProps } from '@mui/material';
import { Pagination, useListContext, type PaginationProps } from 'react-admin';
import { filterKeyOf, type ListMeta } from '@/data/dataProvider';
import { useFormat } from '@/i18n/format';
import { useT } from '@/i18n/useT';

/**
 * The list's pager. A total the server estimated (a filter or search matching more rows than it counts exactly)
 * reads "1–25 of about 1.2M" and pages on; "Count exactly" asks the server for the exact count.
 */
export function ListPager({ onCountExactly, ...props }: PaginationProps & { onCountExactly(filterKey: string): void }) {
  const { meta, total, isFetching, filterValues } = useListContext();
  const translate = useT();
  const { compact } = useFormat();
  if (!(meta as ListMeta | undefined)?.totalEstimated || total === undefined) return <Pagination {...props} />;
  const about = compact(total);
  // ra's PaginationProps leave this out, yet its Pagination hands it on to MUI's TablePagination after its own.
  const aboutLabel: Pick<TablePaginationProps, 'labelDisplayedRows'> = {
    labelDisplayedRows: ({ from, to }) => translate('adminKit.list.aboutRange', { from, to, total: about }),
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Pagination {...props} {...(aboutLabel as PaginationProps)} />
      <Button
        size="small"
        onClick={() => onCountExactly(filterKeyOf(filterValues))}
        disabled={isFetching}
        sx={{ mx: 1 }}
      >
        {translate('adminKit.list.countExactly')}
      </Button>
    </Box>
  );
}
