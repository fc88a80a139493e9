import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { MessageKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { ManagedUser, ManagedUserSortKey } from '@/mock/types/users';
import { fetchUsers, usersListKey } from './api';
import { AddUserDrawer } from './AddUserDrawer';
import { DeleteUserDialog } from './DeleteUserDialog';
import { ListFooter } from './list/ListFooter';
import { bidiText } from '@/shared/BidiText';
import { LoadError } from '@/shared/LoadError';
import { PageSizeSelect } from './list/PageSizeSelect';
import type { PageSize } from './list/pageRange';
import { SortableHead } from './list/SortableHead';
import { useDebounced } from '@/shared/useDebounced';
import { UserFilters, type UserFilterValues } from './list/UserFilters';
import { UserRowActions } from './list/UserRowActions';
import { UserAvatar } from './UserAvatar';
import { RoleLabel, StatusChip } from './userLabels';

/** Users: filters, search, sortable columns, page size and pages, add drawer, and per-row view/edit/delete. */
export default function UserListPage() {
  const translate = useT();
  const [filters, setFilters] = useState<UserFilterValues>({});
  const [search, setSearch] = useState('');
  const q = useDebounced(search.trim());
  const [sort, setSort] = useState<{ sortBy: ManagedUserSortKey; sortDesc: boolean }>({
    sortBy: 'id',
    sortDesc: false,
  });
  const [perPage, setPerPage] = useState<PageSize>(10);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<ManagedUser | null>(null);
  // Any change of what is listed starts again at page 1.
  const [listed, setListed] = useState({ filters, q, sort, perPage });
  if (listed.filters !== filters || listed.q !== q || listed.sort !== sort || listed.perPage !== perPage) {
    setListed({ filters, q, sort, perPage });
    setPage(1);
  }

  const query = { q, ...filters, ...sort, perPage, page };
  const users = useQuery({
    queryKey: usersListKey(query),
    queryFn: ({ signal }) => fetchUsers(query, signal),
    placeholderData: keepPreviousData,
  });
  // The last row of the last page was deleted: step back to the page that still has rows.
  if (users.data && users.data.users.length === 0 && users.data.total > 0 && page > 1 && !users.isFetching)
    setPage(Math.ceil(users.data.total / perPage));
  const head = (field: ManagedUserSortKey, label: MessageKey) => (
    <SortableHead
      field={field}
      sortBy={sort.sortBy}
      sortDesc={sort.sortDesc}
      onSort={(sortBy, sortDesc) => setSort({ sortBy, sortDesc })}
    >
      {translate(label)}
    </SortableHead>
  );

  return (
    <Box>
      <UserFilters value={filters} onChange={setFilters} />
      <Card>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          justifyContent="space-between"
          alignItems={{ md: 'center' }}
          sx={{ p: 2 }}
        >
          <PageSizeSelect value={perPage} onChange={setPerPage} label={translate('appUsers.list.perPage')} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              size="small"
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={translate('appUsers.list.searchPlaceholder')}
              slotProps={{ htmlInput: { 'aria-label': translate('appUsers.list.search') } }}
            />
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
              {translate('appUsers.add.open')}
            </Button>
          </Stack>
        </Stack>
        {users.isFetching && <LinearProgress aria-label={translate('appUsers.common.loading')} />}
        {users.isError ? (
          <Box sx={{ p: 2 }}>
            <LoadError onRetry={() => void users.refetch()} />
          </Box>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={translate('appUsers.list.title')}>
              <TableHead>
                <TableRow>
                  {head('fullName', 'appUsers.columns.user')}
                  {head('email', 'appUsers.columns.email')}
                  {head('role', 'appUsers.columns.role')}
                  {head('currentPlan', 'appUsers.columns.plan')}
                  {head('status', 'appUsers.columns.status')}
                  <TableCell align="right">{translate('appUsers.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {users.data?.users.map((user) => (
                  <TableRow key={user.id} hover>
                    <TableCell>
                      <Stack direction="row" spacing={1.5} alignItems="center">
                        <UserAvatar user={user} />
                        <Box>
                          <Typography
                            component={Link}
                            to={`/apps/users/view/${user.id}`}
                            variant="body2"
                            fontWeight={600}
                            color="text.primary"
                            {...bidiText}
                            sx={{ textDecoration: 'none', '&:hover': { color: 'primary.main' } }}
                          >
                            {user.fullName}
                          </Typography>
                          <Typography variant="caption" color="text.secondary" display="block">
                            @{user.username}
                          </Typography>
                        </Box>
                      </Stack>
                    </TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell>
                      <RoleLabel role={user.role} />
                    </TableCell>
                    <TableCell>{translate(`appUsers.plans.${user.currentPlan}`)}</TableCell>
                    <TableCell>
                      <StatusChip status={user.status} />
                    </TableCell>
                    <TableCell align="right">
                      <UserRowActions user={user} onDelete={setDeleting} />
                    </TableCell>
                  </TableRow>
                ))}
                {users.data?.users.length === 0 && (
                  <TableRow>
                    <TableCell colSpan={6} align="center" sx={{ py: 4 }}>
                      {translate('appUsers.list.empty')}
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        <ListFooter page={page} perPage={perPage} total={users.data?.total ?? 0} onPage={setPage} />
      </Card>
      <AddUserDrawer open={adding} onClose={() => setAdding(false)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </Box>
  );
}
