import { useMemo } from 'react';
import { Box, Divider, Typography } from '@mui/material';
import { SimpleForm, TabbedForm, useResourceContext } from 'react-admin';
import { useT } from '@/i18n/useT';
import { declarationOf } from '../registry';
import { defaultValuesOf } from '@schemas/kit/describe';
import { FORM_WIDGETS } from '../widgets/formWidgets';
import { FieldInput } from './FieldInput';
import { formGroups, schemaFor } from './formLayout';
import { schemaResolver } from './resolver';
import { FormToolbar } from './FormToolbar';
import { FormNotices, TabsWithNotices } from './FormNotices';

const FIELD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  width: '100%',
} as const;

/** The add or edit form of an area: its declared sections or tabs, widgets from the schema, zod validation. */
export function ResourceForm({ mode }: { mode: 'add' | 'edit' }) {
  const area = useResourceContext()!;
  const declaration = declarationOf(area);
  const translate = useT();
  const schema = schemaFor(declaration, mode);
  const resolver = useMemo(() => schemaResolver(schema), [schema]);
  const defaultValues = useMemo(() => (mode === 'add' ? defaultValuesOf(schema) : undefined), [mode, schema]);
  const groups = formGroups(declaration, mode);

  const fields = (group: (typeof groups)[number]) => (
    <Box sx={FIELD_GRID}>
      {group.fields.map((field) => (
        <Box
          key={field.source}
          sx={{ gridColumn: FORM_WIDGETS[field.widget].wide ? '1 / -1' : undefined, minWidth: 0 }}
        >
          <FieldInput
            area={area}
            field={field}
            mode={mode}
            labelHidden={group.fields.length === 1 && Boolean(FORM_WIDGETS[field.widget].fillsGroup)}
          />
        </Box>
      ))}
    </Box>
  );

  const common = { resolver, defaultValues, toolbar: <FormToolbar mode={mode} />, noValidate: true } as const;

  if (declaration.form.layout === 'tabs') {
    return (
      <TabbedForm {...common} syncWithLocation={false} tabs={<TabsWithNotices mode={mode} />}>
        {groups.map((group) => (
          <TabbedForm.Tab key={group.title} label={translate(group.title)}>
            {fields(group)}
          </TabbedForm.Tab>
        ))}
      </TabbedForm>
    );
  }
  return (
    <SimpleForm {...common}>
      <FormNotices mode={mode} />
      {groups.map((group, index) => (
        <Box key={group.title} component="section" aria-label={translate(group.title)} sx={{ width: '100%', mb: 1 }}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
            {translate(group.title)}
          </Typography>
          {fields(group)}
        </Box>
      ))}
    </SimpleForm>
  );
}
