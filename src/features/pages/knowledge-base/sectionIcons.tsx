import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import PipelineIcon from '@mui/icons-material/ViewKanbanOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import AudienceIcon from '@mui/icons-material/GroupsOutlined';
import KeyIcon from '@mui/icons-material/KeyOutlined';
import WebhookIcon from '@mui/icons-material/WebhookOutlined';
import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import RuleIcon from '@mui/icons-material/RuleOutlined';
import SendIcon from '@mui/icons-material/SendOutlined';
import TemplateIcon from '@mui/icons-material/DashboardCustomizeOutlined';
import ScoreIcon from '@mui/icons-material/LeaderboardOutlined';
import FormIcon from '@mui/icons-material/FeedOutlined';
import ArticleIcon from '@mui/icons-material/ArticleOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

const icons: Record<string, SvgIconComponent> = {
  settings: SettingsIcon,
  pipeline: PipelineIcon,
  campaign: CampaignIcon,
  audience: AudienceIcon,
  key: KeyIcon,
  webhook: WebhookIcon,
  palette: PaletteIcon,
  rule: RuleIcon,
  send: SendIcon,
  template: TemplateIcon,
  score: ScoreIcon,
  form: FormIcon,
};

export const sectionIcon = (name: string): SvgIconComponent => icons[name] ?? ArticleIcon;

const colors = ['primary', 'success', 'warning', 'info', 'error'] as const;
export type SectionColor = (typeof colors)[number];
export const sectionColor = (name: string): SectionColor =>
  (colors as readonly string[]).includes(name) ? (name as SectionColor) : 'primary';
