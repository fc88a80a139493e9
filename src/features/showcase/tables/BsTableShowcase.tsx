import { useState } from 'react';
import { FormControlLabel, FormGroup, MenuItem, Stack, Switch, TextField } from '@mui/material';
import { DemoCard } from '../shared/DemoCard';
import { DemoGrid } from '../shared/DemoGrid';
import { useScopedTranslate } from '../shared/useScopedTranslate';
import { pick, useGoodTableColumns } from './cells';
import { ClientTable } from './ClientTable';
import { DataTable, type TableLook } from './DataTable';
import { useBasicRows } from './queries';

const LOOK_SWITCHES = ['striped', 'bordered', 'borderless', 'dense', 'hover'] as const;
const HEADS = ['plain', 'tinted', 'contrast'] as const;

function StyleOptions() {
  const t = useScopedTranslate('showcaseTables.bs');
  const columns = pick(useGoodTableColumns(), ['fullName', 'post', 'city', 'status']);
  const { data = [] } = useBasicRows();
  const [look, setLook] = useState<TableLook>({ striped: true, hover: true, head: 'tinted' });
  return (
    <Stack spacing={2}>
      <FormGroup row sx={{ alignItems: 'center', gap: 1 }}>
        {LOOK_SWITCHES.map((key) => (
          <FormControlLabel
            key={key}
            label={t(`looks.${key}`)}
            control={
              <Switch
                size="small"
                checked={Boolean(look[key])}
                onChange={(e) => setLook({ ...look, [key]: e.target.checked })}
              />
            }
          />
        ))}
        <TextField
          select
          size="small"
          label={t('head')}
          value={look.head ?? 'plain'}
          sx={{ minWidth: 150 }}
          onChange={(e) => setLook({ ...look, head: e.target.value as TableLook['head'] })}
        >
          {HEADS.map((head) => (
            <MenuItem key={head} value={head}>
              {t(`heads.${head}`)}
            </MenuItem>
          ))}
        </TextField>
      </FormGroup>
      <DataTable label={t('styleOptions')} rows={data.slice(0, 6)} columns={columns} look={look} />
    </Stack>
  );
}

/** Bootstrap-style tables with MUI: a plain table, live style options, a sticky header, a wide responsive table, and a full-featured one. */
export default function BsTableShowcase() {
  const t = useScopedTranslate('showcaseTables.bs');
  const all = useGoodTableColumns();
  const { data = [], isLoading, isError } = useBasicRows();
  return (
    <Stack spacing={3}>
      <DemoGrid>
        <DemoCard title={t('basic')} subtitle={t('basicHelp')}>
          <DataTable
            label={t('basic')}
            rows={data.slice(0, 5)}
            columns={pick(all, ['fullName', 'post', 'city', 'status'])}
            loading={isLoading}
          />
        </DemoCard>
        <DemoCard title={t('styleOptions')} subtitle={t('styleOptionsHelp')}>
          <StyleOptions />
        </DemoCard>
        <DemoCard title={t('sticky')} subtitle={t('stickyHelp')}>
          <DataTable
            label={t('sticky')}
            rows={data.slice(0, 20)}
            columns={pick(all, ['fullName', 'salary', 'status'])}
            look={{ stickyHeader: true, maxHeight: 340, dense: true, hover: true }}
            loading={isLoading}
          />
        </DemoCard>
        <DemoCard title={t('responsive')} subtitle={t('responsiveHelp')}>
          <DataTable
            label={t('responsive')}
            rows={data.slice(0, 5)}
            columns={all}
            caption={t('caption', { count: 5 })}
            look={{ dense: true }}
            loading={isLoading}
          />
        </DemoCard>
      </DemoGrid>
      <DemoCard title={t('full')} subtitle={t('fullHelp')}>
        <ClientTable
          label={t('full')}
          rows={data}
          loading={isLoading}
          error={isError}
          look={{ striped: true }}
          columns={pick(all, ['fullName', 'post', 'city', 'startDate', 'salary', 'status'])}
        />
      </DemoCard>
    </Stack>
  );
}
