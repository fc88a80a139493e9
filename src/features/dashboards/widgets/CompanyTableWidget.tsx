import {
  Avatar,
  Card,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import { useT } from '@/i18n/useT';
import type { CompanyRow } from '@/mock/types/dashboards';
import { paletteColor } from '../shared/chartTheme';
import { useFormat } from '@/i18n/format';
import { tinted } from '@/theme/readable';

/** Companies with their category, views, revenue and sales trend. */
export function CompanyTableWidget({ rows }: { rows: CompanyRow[] }) {
  const translate = useT();
  const theme = useTheme();
  const format = useFormat();
  return (
    <Card sx={{ height: '100%' }}>
      <TableContainer>
        <Table aria-label={translate('dashboards.companies.title')}>
          <TableHead>
            <TableRow>
              {(['company', 'category', 'views', 'revenue', 'sales'] as const).map((column) => (
                <TableCell key={column} align={column === 'company' || column === 'category' ? 'left' : 'right'}>
                  {translate(`dashboards.companies.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const color = paletteColor(theme, row.avatarColor);
              return (
                <TableRow key={row.title} hover>
                  <TableCell>
                    <Stack direction="row" spacing={1.5} alignItems="center">
                      <Avatar src={row.avatarImg} alt="" variant="rounded" sx={{ width: 36, height: 36 }} />
                      <div>
                        <Typography variant="body2" fontWeight={600}>
                          {row.title}
                        </Typography>
                        <Typography variant="caption" color="text.secondary">
                          {row.subtitle}
                        </Typography>
                      </div>
                    </Stack>
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} alignItems="center">
                      <Avatar sx={{ width: 28, height: 28, ...tinted(theme, color), fontSize: 12 }}>
                        {translate(`dashboards.companies.categories.${row.category}`).slice(0, 1)}
                      </Avatar>
                      <span>{translate(`dashboards.companies.categories.${row.category}`)}</span>
                    </Stack>
                  </TableCell>
                  <TableCell align="right">
                    <Typography variant="body2" fontWeight={600}>
                      {format.compact(row.views)}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {translate('dashboards.companies.inHours', { smart_count: row.viewsPeriodHours })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right">{format.currency(row.revenue, 2)}</TableCell>
                  <TableCell align="right">
                    <Stack direction="row" spacing={0.5} alignItems="center" justifyContent="flex-end">
                      <span>{format.percent(row.sales)}</span>
                      {row.loss ? (
                        <TrendingDownIcon
                          fontSize="small"
                          color="error"
                          titleAccess={translate('dashboards.companies.down')}
                        />
                      ) : (
                        <TrendingUpIcon
                          fontSize="small"
                          color="success"
                          titleAccess={translate('dashboards.companies.up')}
                        />
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
