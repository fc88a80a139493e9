import { useMemo, type ReactNode } from 'react';
import { Avatar, Box, Chip, Typography } from '@mui/material';
import { useLocaleState } from 'react-admin';
import { scoped } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { GoodTableRow, GoodTableStatus } from './api';

/** Colours of the statuses; typed against the fixture's statuses, so a new status cannot be forgotten here. */
export const STATUS_COLORS: Record<GoodTableStatus, 'primary' | 'success' | 'error' | 'warning' | 'info'> = {
  Current: 'primary',
  Professional: 'success',
  Rejected: 'error',
  Resigned: 'warning',
  Applied: 'info',
};
export const STATUSES = Object.keys(STATUS_COLORS) as GoodTableStatus[];

export interface Column {
  field: keyof GoodTableRow;
  /** Translated heading. */
  label: string;
  sortable?: boolean;
  align?: 'left' | 'right' | 'center';
  render: (row: GoodTableRow) => ReactNode;
  /** Plain text of the cell, for exports. */
  text: (row: GoodTableRow) => string;
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

export function PersonCell({ row }: { row: GoodTableRow }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar
        src={row.avatar ?? undefined}
        alt=""
        sx={{ width: 34, height: 34, fontSize: 13, bgcolor: 'primary.main', color: 'primary.contrastText' }}
      >
        {initials(row.fullName)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" fontWeight={600} noWrap>
          {row.fullName}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {row.email}
        </Typography>
      </Box>
    </Box>
  );
}

export function StatusChip({ status }: { status: GoodTableStatus }) {
  const translate = useT();
  return (
    <Chip
      size="small"
      color={STATUS_COLORS[status]}
      variant="outlined"
      label={translate(`showcaseTables.statuses.${status}`)}
    />
  );
}

/** Salary, date and experience written the way the interface language writes them. */
export function useTableFormat() {
  const [locale] = useLocaleState();
  const translate = useT();
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      salary: (value: number) => money.format(value),
      date: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
      experience: (years: number) => translate('showcaseTables.years', { smart_count: years }),
    };
  }, [locale, translate]);
}

/** Every column of a table demo row, in display order. */
export function useGoodTableColumns(): Column[] {
  const translate = useT();
  const format = useTableFormat();
  return useMemo(() => {
    const label = scoped(translate, 'showcaseTables.columns');
    return [
      {
        field: 'fullName',
        label: label('name'),
        sortable: true,
        render: (row) => <PersonCell row={row} />,
        text: (row) => row.fullName,
      },
      { field: 'email', label: label('email'), sortable: true, render: (row) => row.email, text: (row) => row.email },
      { field: 'post', label: label('post'), sortable: true, render: (row) => row.post, text: (row) => row.post },
      { field: 'city', label: label('city'), sortable: true, render: (row) => row.city, text: (row) => row.city },
      {
        field: 'startDate',
        label: label('startDate'),
        sortable: true,
        render: (row) => format.date(row.startDate),
        text: (row) => row.startDate,
      },
      {
        field: 'salary',
        label: label('salary'),
        sortable: true,
        align: 'right',
        render: (row) => format.salary(row.salary),
        text: (row) => String(row.salary),
      },
      {
        field: 'experience',
        label: label('experience'),
        sortable: true,
        render: (row) => format.experience(row.experience),
        text: (row) => String(row.experience),
      },
      {
        field: 'status',
        label: label('status'),
        sortable: true,
        render: (row) => <StatusChip status={row.status} />,
        text: (row) => row.status,
      },
    ] satisfies Column[];
  }, [translate, format]);
}

/** The columns with these fields, in the given order (a table rarely needs all of them). */
export const pick = (columns: Column[], fields: Array<keyof GoodTableRow>) =>
  fields.map((field) => columns.find((c) => c.field === field)).filter((c): c is Column => Boolean(c));
