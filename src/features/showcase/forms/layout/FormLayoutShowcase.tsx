import { useMemo } from 'react';
import { Stack } from '@mui/material';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import { DemoCard } from '../../shared/DemoCard';
import { DemoGrid } from '../../shared/DemoGrid';
import { useScopedTranslate } from '../../shared/useScopedTranslate';
import { useCountries } from '../options';
import { LayoutForm, type LayoutField } from './LayoutForm';

const ACCOUNT: LayoutField[] = [
  { name: 'firstName', label: 'firstName', required: true, autoComplete: 'given-name' },
  { name: 'email', label: 'email', type: 'email', required: true, autoComplete: 'email' },
  { name: 'mobile', label: 'mobile', type: 'tel', autoComplete: 'tel' },
  { name: 'password', label: 'password', type: 'password', required: true, autoComplete: 'new-password' },
  { name: 'remember', label: 'remember', type: 'checkbox' },
];

const ICONS = {
  firstName: PersonOutlineIcon,
  email: MailOutlineIcon,
  mobile: PhoneIcon,
  password: LockOutlinedIcon,
} as const;
const withIcons = (fields: LayoutField[]) => fields.map((f) => ({ ...f, icon: ICONS[f.name as keyof typeof ICONS] }));

/** The same fields in the common form layouts: horizontal, vertical, two columns, and with icons. */
export default function FormLayoutShowcase() {
  const t = useScopedTranslate('showcaseForms.layout');
  const countries = useCountries();
  const columns = useMemo<LayoutField[]>(
    () => [
      { name: 'firstName', label: 'firstName', required: true, autoComplete: 'given-name' },
      { name: 'lastName', label: 'lastName', required: true, autoComplete: 'family-name' },
      { name: 'city', label: 'city', autoComplete: 'address-level2' },
      {
        name: 'country',
        label: 'country',
        type: 'select',
        required: true,
        options: countries.map((c) => ({ value: c.code, label: c.name })),
      },
      { name: 'company', label: 'company', icon: BusinessIcon, autoComplete: 'organization' },
      { name: 'email', label: 'email', type: 'email', required: true, autoComplete: 'email' },
    ],
    [countries],
  );
  return (
    <Stack spacing={3}>
      <DemoGrid>
        <DemoCard title={t('horizontal')} subtitle={t('horizontalHelp')}>
          <LayoutForm layout="horizontal" fields={ACCOUNT} idPrefix="horizontal" />
        </DemoCard>
        <DemoCard title={t('vertical')} subtitle={t('verticalHelp')}>
          <LayoutForm layout="vertical" fields={ACCOUNT} idPrefix="vertical" />
        </DemoCard>
        <DemoCard title={t('horizontalIcons')}>
          <LayoutForm layout="horizontal" fields={withIcons(ACCOUNT)} idPrefix="horizontal-icons" />
        </DemoCard>
        <DemoCard title={t('verticalIcons')}>
          <LayoutForm layout="vertical" fields={withIcons(ACCOUNT)} idPrefix="vertical-icons" />
        </DemoCard>
      </DemoGrid>
      <DemoGrid columns={1}>
        <DemoCard title={t('columns')} subtitle={t('columnsHelp')}>
          <LayoutForm layout="columns" fields={columns} idPrefix="columns" />
        </DemoCard>
      </DemoGrid>
    </Stack>
  );
}
