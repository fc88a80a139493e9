import { Box, Divider, Typography } from '@mui/material';
import { EditButton, Labeled, ListButton, Show, TabbedShowLayout, TopToolbar, useResourceContext } from 'react-admin';
import type { MessageKey } from '@/i18n/messageKeys';
import { useT } from '@/i18n/useT';
import type { DescribedArea } from '../declaration';
import type { FieldDescription } from '@schemas/kit/describe';
import { FieldValue } from '../fields/FieldValue';
import { HistoryPanel } from '../history/HistoryPanel';
import { readableFields } from '../fields/fieldsOf';
import { SYSTEM_FIELDS } from '../fields/systemFields';
import { useLabels } from '../labels';
import { PresenceAvatars } from '../presence/PresenceAvatars';
import { RecordTitle } from '../RecordTitle';
import { TrashButton } from '../trash/TrashButtons';
import { areaOf } from '../areas';
import { LIST_WIDGETS } from '../widgets/listWidgets';
import { recordPagePlace } from '../pagePlace';

interface ShowGroup {
  title: MessageKey;
  fields: FieldDescription[];
}

/** The declaration's form groups with every readable field, then a group with read-only and system fields. */
export function showGroups(declaration: DescribedArea): ShowGroup[] {
  const readable = readableFields(declaration);
  const byName = new Map(readable.map((f) => [f.source, f]));
  const placed = new Set<string>();
  const groups = declaration.form.groups.map((group) => ({
    title: group.title,
    fields: group.fields.flatMap((name) => {
      const field = byName.get(name);
      if (!field || field.readOnly) return [];
      placed.add(name);
      return [field];
    }),
  }));
  const rest = readable.filter((f) => !placed.has(f.source) && !f.readOnly && !SYSTEM_FIELDS.includes(f));
  if (rest.length) groups[groups.length - 1].fields.push(...rest);
  // A record shown is live: when it went to the trash is a column of the trash, not a field here.
  groups.push({
    title: 'adminKit.show.record',
    fields: readable.filter((f) => f.readOnly && f.source !== 'deletedAt'),
  });
  return groups.filter((group) => group.fields.length > 0);
}

function GroupFields({ area, fields }: { area: string; fields: FieldDescription[] }) {
  const labels = useLabels(area);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
      {fields.map((field) => (
        <Box
          key={field.source}
          sx={{ gridColumn: LIST_WIDGETS[field.widget].wideInShow ? '1 / -1' : undefined, minWidth: 0 }}
        >
          <Labeled label={labels.field(field.source)} fullWidth>
            <Box>
              <FieldValue area={area} field={field} />
            </Box>
          </Labeled>
        </Box>
      ))}
    </Box>
  );
}

function ShowActions() {
  const area = useResourceContext()!;
  const declaration = areaOf(area);
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <RecordTitle />
      <PresenceAvatars state="viewing" />
      {declaration.paths.edit && <EditButton />}
      <ListButton />
      {!declaration.server?.readOnly && <TrashButton />}
    </TopToolbar>
  );
}

/** The detail page: every readable field, formatted, references as links; the record's history beside it. */
export function ResourceShow() {
  const area = useResourceContext()!;
  const declaration = areaOf(area);
  const translate = useT();
  const groups = showGroups(declaration);
  return (
    <Show
      {...recordPagePlace}
      resource={area}
      actions={<ShowActions />}
      title={false}
      aside={declaration.server?.readOnly ? undefined : <HistoryPanel />}
    >
      {declaration.form.layout === 'tabs' ? (
        <TabbedShowLayout syncWithLocation={false}>
          {groups.map((group) => (
            <TabbedShowLayout.Tab key={group.title} label={translate(group.title)}>
              <GroupFields area={area} fields={group.fields} />
            </TabbedShowLayout.Tab>
          ))}
        </TabbedShowLayout>
      ) : (
        <Box sx={{ p: 2 }}>
          {groups.map((group, index) => (
            <Box key={group.title} component="section" aria-label={translate(group.title)}>
              {index > 0 && <Divider sx={{ my: 2 }} />}
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {translate(group.title)}
              </Typography>
              <GroupFields area={area} fields={group.fields} />
            </Box>
          ))}
        </Box>
      )}
    </Show>
  );
}

export default ResourceShow;
