import { Box } from '@mui/material';
import { useT } from '@/i18n/useT';
import { BidiText } from '@/shared/BidiText';
import type { FooterType } from './settings';

export function Footer({ type }: { type: FooterType }) {
  const translate = useT();
  if (type === 'hidden') return null;
  return (
    <Box
      component="footer"
      data-footer-type={type}
      sx={{
        px: 3,
        py: 1.5,
        paddingInlineEnd: 10,
        display: 'flex',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 1,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        ...(type === 'sticky' ? { position: 'sticky', bottom: 0, zIndex: 2 } : {}),
      }}
    >
      <BidiText variant="body2" color="text.secondary">
        {translate('app.footer.copyright', { year: new Date().getFullYear() })}
      </BidiText>
      <BidiText variant="body2" color="text.secondary">
        {translate('app.footer.madeWith')}
      </BidiText>
    </Box>
  );
}
