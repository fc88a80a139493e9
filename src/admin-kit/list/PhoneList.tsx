import { Box, Link, Typography } from '@mui/material';
import { SimpleList, useResourceContext, type Identifier, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FieldValue } from '../fields/FieldValue';
import { readableField } from '../fields/fieldsOf';
import { useLabels } from '../labels';
import { areaOf } from '../areas';
import { visuallyHidden } from '../visuallyHidden';
import { LIST_WIDGETS } from '../widgets/listWidgets';
import { useChosenColumns } from './chosenColumns';

/** How many chosen columns a phone row shows beneath the record's name. */
const DETAILS = 2;

/**
 * The list on a phone (react-admin's SimpleList): each record's name links to it, its picture beside it, its first
 * chosen choice (a status) at its end and its first other chosen columns beneath. The link covers the whole row, while links among the details (an e-mail, a reference) stay
 * their own: no link inside another.
 */
export function PhoneList({ pathOf }: { pathOf: (id: Identifier) => string | false }) {
  const area = useResourceContext()!;
  const declaration = areaOf(area);
  const labels = useLabels(area);
  const fields = useChosenColumns(area).map((source) => readableField(declaration, source));
  const picture = fields.find((field) => LIST_WIDGETS[field.widget].picture);
  // A choice shown (a status) goes beside the name, where a glance down the list finds it.
  const choice = fields.find((field) => field.widget === 'select' && field.source !== declaration.representation);
  const details = fields
    .filter(
      (field) => !LIST_WIDGETS[field.widget].picture && field !== choice && field.source !== declaration.representation,
    )
    .slice(0, DETAILS);
  const name = (record: RaRecord) => String(record[declaration.representation] ?? record.id);

  return (
    <SimpleList
      rowClick={false}
      leftIcon={picture && (() => <FieldValue area={area} field={picture} compact />)}
      primaryText={(record: RaRecord) => {
        const path = pathOf(record.id);
        return path ? (
          <Link component={RouterLink} to={path} className="record-link" underline="none" color="inherit">
            {name(record)}
          </Link>
        ) : (
          name(record)
        );
      }}
      tertiaryText={
        choice &&
        (() => (
          <span>
            <Box component="span" sx={visuallyHidden}>
              {labels.field(choice.source)}:{' '}
            </Box>
            <FieldValue area={area} field={choice} compact />
          </span>
        ))
      }
      secondaryText={() => (
        <Typography
          component="div"
          variant="body2"
          color="text.secondary"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1.5,
            rowGap: 0.5,
            alignItems: 'center',
            overflowWrap: 'anywhere',
          }}
        >
          {details.map((field) => (
            <span key={field.source}>
              <Box component="span" sx={visuallyHidden}>
                {labels.field(field.source)}:{' '}
              </Box>
              <FieldValue area={area} field={field} compact />
            </span>
          ))}
        </Typography>
      )}
      sx={{
        '& .MuiListItem-root': { position: 'relative', borderBottom: 1, borderColor: 'divider' },
        '& .MuiListItem-root:has(.record-link):hover': { bgcolor: 'action.hover' },
        '& .MuiListItemText-primary': { fontWeight: 600 },
        // The choice at the row's end, not faded as react-admin's tertiary text.
        '& .RaSimpleList-tertiary': { opacity: 1, ml: 1, fontWeight: 400 },
        // The name's link stretches over the row; the details' own links sit above it.
        '& .record-link::after': { content: '""', position: 'absolute', inset: 0 },
        '& .record-link:focus-visible': { outline: 'none' },
        '& .record-link:focus-visible::after': {
          outline: (theme) => `2px solid ${theme.palette.primary.main}`,
          outlineOffset: -2,
        },
        '& .MuiListItemText-secondary a, & .MuiListItemText-secondary [tabindex]': { position: 'relative', zIndex: 1 },
        // Touch targets of at least 24 px (WCAG 2.5.8), for the name and the details' own links.
        '& .MuiListItem-root a': { display: 'inline-flex', alignItems: 'center', minHeight: 24 },
      }}
    />
  );
}
