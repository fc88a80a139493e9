import type { SvgIconComponent } from '@mui/icons-material';
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import HistoryEduOutlined from '@mui/icons-material/HistoryEduOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PrivacyTipOutlined from '@mui/icons-material/PrivacyTipOutlined';
import TranslateOutlined from '@mui/icons-material/TranslateOutlined';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import VolunteerActivismOutlined from '@mui/icons-material/VolunteerActivismOutlined';

/**
 * The icons an area's menu entry may have, by their MUI name. An area names its icon (`menu: { icon: 'BusinessOutlined' }`)
 * instead of importing it, so its declaration imports no UI package; add a line here for an icon not yet listed.
 */
export const AREA_ICONS = {
  AccountTreeOutlined,
  AdminPanelSettingsOutlined,
  ApartmentOutlined,
  BusinessOutlined,
  FolderOutlined,
  HistoryEduOutlined,
  HistoryOutlined,
  InfoOutlined,
  LightbulbOutlined,
  PeopleAltOutlined,
  PrivacyTipOutlined,
  TranslateOutlined,
  VerifiedUserOutlined,
  VolunteerActivismOutlined,
} satisfies Record<string, SvgIconComponent>;

export type AreaIconName = keyof typeof AREA_ICONS;
