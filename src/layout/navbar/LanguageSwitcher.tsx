import { useState } from 'react';
import { Box, Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState } from 'react-admin';
import { useT } from '@/i18n/useT';
import { LOCALES } from '@/i18n/locales';

export function LanguageSwitcher() {
  const translate = useT();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = LOCALES.find((l) => l.locale === locale) ?? LOCALES[0];
  return (
    <>
      {/* On a phone only the icon, as wide as the navbar's other buttons. */}
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={translate('app.navbar.language')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 40, px: 1, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" lang={current.locale} sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {current.locale.toUpperCase()}
        </Box>
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((l) => (
          <MenuItem
            key={l.locale}
            lang={l.locale}
            selected={l.locale === locale}
            onClick={() => {
              setLocale(l.locale);
              setAnchor(null);
            }}
          >
            {l.flag} {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
