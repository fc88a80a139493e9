import type { SvgIconComponent } from '@mui/icons-material';
import XIcon from '@mui/icons-material/X';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import GitHubIcon from '@mui/icons-material/GitHub';
import CodeIcon from '@mui/icons-material/Code';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import type { SocialNetwork } from '../userSchema';

export const socialIcon: Record<SocialNetwork, SvgIconComponent> = {
  twitter: XIcon,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
  github: GitHubIcon,
  codepen: CodeIcon,
  slack: ForumIcon,
};
