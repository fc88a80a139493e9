import HomeIcon from '@mui/icons-material/Home';
import SearchIcon from '@mui/icons-material/Search';
import SettingsIcon from '@mui/icons-material/Settings';
import PersonIcon from '@mui/icons-material/Person';
import PeopleIcon from '@mui/icons-material/People';
import GroupIcon from '@mui/icons-material/Group';
import MailIcon from '@mui/icons-material/Mail';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import CloseIcon from '@mui/icons-material/Close';
import CheckIcon from '@mui/icons-material/Check';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ClearIcon from '@mui/icons-material/Clear';
import MenuIcon from '@mui/icons-material/Menu';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import RefreshIcon from '@mui/icons-material/Refresh';
import SyncIcon from '@mui/icons-material/Sync';
import DownloadIcon from '@mui/icons-material/Download';
import UploadIcon from '@mui/icons-material/Upload';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CloudDownloadIcon from '@mui/icons-material/CloudDownload';
import CloudIcon from '@mui/icons-material/Cloud';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import DescriptionIcon from '@mui/icons-material/Description';
import AttachmentIcon from '@mui/icons-material/Attachment';
import LinkIcon from '@mui/icons-material/Link';
import ImageIcon from '@mui/icons-material/Image';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import VideocamIcon from '@mui/icons-material/Videocam';
import MicIcon from '@mui/icons-material/Mic';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';
import StopIcon from '@mui/icons-material/Stop';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import ThumbUpIcon from '@mui/icons-material/ThumbUp';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import ShareIcon from '@mui/icons-material/Share';
import PrintIcon from '@mui/icons-material/Print';
import SaveIcon from '@mui/icons-material/Save';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import UndoIcon from '@mui/icons-material/Undo';
import RedoIcon from '@mui/icons-material/Redo';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import KeyIcon from '@mui/icons-material/Key';
import FingerprintIcon from '@mui/icons-material/Fingerprint';
import SecurityIcon from '@mui/icons-material/Security';
import ShieldIcon from '@mui/icons-material/Shield';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import NotificationsIcon from '@mui/icons-material/Notifications';
import AlarmIcon from '@mui/icons-material/Alarm';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EventIcon from '@mui/icons-material/Event';
import CalendarTodayIcon from '@mui/icons-material/CalendarToday';
import HistoryIcon from '@mui/icons-material/History';
import LanguageIcon from '@mui/icons-material/Language';
import TranslateIcon from '@mui/icons-material/Translate';
import PublicIcon from '@mui/icons-material/Public';
import PlaceIcon from '@mui/icons-material/Place';
import MapIcon from '@mui/icons-material/Map';
import FlightIcon from '@mui/icons-material/Flight';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import StoreIcon from '@mui/icons-material/Store';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import AttachMoneyIcon from '@mui/icons-material/AttachMoney';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import WorkIcon from '@mui/icons-material/Work';
import SchoolIcon from '@mui/icons-material/School';
import ScienceIcon from '@mui/icons-material/Science';
import BuildIcon from '@mui/icons-material/Build';
import CodeIcon from '@mui/icons-material/Code';
import BugReportIcon from '@mui/icons-material/BugReport';
import StorageIcon from '@mui/icons-material/Storage';
import ComputerIcon from '@mui/icons-material/Computer';
import LaptopIcon from '@mui/icons-material/Laptop';
import PhoneAndroidIcon from '@mui/icons-material/PhoneAndroid';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import MouseIcon from '@mui/icons-material/Mouse';
import WifiIcon from '@mui/icons-material/Wifi';
import PowerIcon from '@mui/icons-material/Power';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import PaletteIcon from '@mui/icons-material/Palette';
import LayersIcon from '@mui/icons-material/Layers';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ViewListIcon from '@mui/icons-material/ViewList';
import GridViewIcon from '@mui/icons-material/GridView';
import TableChartIcon from '@mui/icons-material/TableChart';
import BarChartIcon from '@mui/icons-material/BarChart';
import PieChartIcon from '@mui/icons-material/PieChart';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import InfoIcon from '@mui/icons-material/Info';
import HelpIcon from '@mui/icons-material/Help';
import WarningIcon from '@mui/icons-material/Warning';
import ErrorIcon from '@mui/icons-material/Error';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import BlockIcon from '@mui/icons-material/Block';
import FlagIcon from '@mui/icons-material/Flag';
import LabelIcon from '@mui/icons-material/Label';
import FilterListIcon from '@mui/icons-material/FilterList';
import SortIcon from '@mui/icons-material/Sort';
import TuneIcon from '@mui/icons-material/Tune';
import ExtensionIcon from '@mui/icons-material/Extension';
import WidgetsIcon from '@mui/icons-material/Widgets';
import AppsIcon from '@mui/icons-material/Apps';
import ChatIcon from '@mui/icons-material/Chat';
import CommentIcon from '@mui/icons-material/Comment';
import PhoneIcon from '@mui/icons-material/Phone';
import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import LogoutIcon from '@mui/icons-material/Logout';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import EmojiEmotionsIcon from '@mui/icons-material/EmojiEmotions';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import QrCodeIcon from '@mui/icons-material/QrCode';
import FullscreenIcon from '@mui/icons-material/Fullscreen';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The icon gallery's icons: 150 named imports, one module each, so only these end up in the gallery's chunk
 * (importing the package index would pull in thousands).
 */
export const GALLERY_ICONS: ReadonlyArray<{ name: string; Icon: SvgIconComponent }> = [
  { name: 'Home', Icon: HomeIcon },
  { name: 'Search', Icon: SearchIcon },
  { name: 'Settings', Icon: SettingsIcon },
  { name: 'Person', Icon: PersonIcon },
  { name: 'People', Icon: PeopleIcon },
  { name: 'Group', Icon: GroupIcon },
  { name: 'Mail', Icon: MailIcon },
  { name: 'Inbox', Icon: InboxIcon },
  { name: 'Send', Icon: SendIcon },
  { name: 'Drafts', Icon: DraftsIcon },
  { name: 'Delete', Icon: DeleteIcon },
  { name: 'Edit', Icon: EditIcon },
  { name: 'Add', Icon: AddIcon },
  { name: 'Remove', Icon: RemoveIcon },
  { name: 'Close', Icon: CloseIcon },
  { name: 'Check', Icon: CheckIcon },
  { name: 'Done', Icon: DoneIcon },
  { name: 'DoneAll', Icon: DoneAllIcon },
  { name: 'Clear', Icon: ClearIcon },
  { name: 'Menu', Icon: MenuIcon },
  { name: 'MoreVert', Icon: MoreVertIcon },
  { name: 'MoreHoriz', Icon: MoreHorizIcon },
  { name: 'ArrowBack', Icon: ArrowBackIcon },
  { name: 'ArrowForward', Icon: ArrowForwardIcon },
  { name: 'ArrowUpward', Icon: ArrowUpwardIcon },
  { name: 'ArrowDownward', Icon: ArrowDownwardIcon },
  { name: 'ChevronLeft', Icon: ChevronLeftIcon },
  { name: 'ChevronRight', Icon: ChevronRightIcon },
  { name: 'ExpandMore', Icon: ExpandMoreIcon },
  { name: 'ExpandLess', Icon: ExpandLessIcon },
  { name: 'Refresh', Icon: RefreshIcon },
  { name: 'Sync', Icon: SyncIcon },
  { name: 'Download', Icon: DownloadIcon },
  { name: 'Upload', Icon: UploadIcon },
  { name: 'CloudUpload', Icon: CloudUploadIcon },
  { name: 'CloudDownload', Icon: CloudDownloadIcon },
  { name: 'Cloud', Icon: CloudIcon },
  { name: 'Folder', Icon: FolderIcon },
  { name: 'FolderOpen', Icon: FolderOpenIcon },
  { name: 'InsertDriveFile', Icon: InsertDriveFileIcon },
  { name: 'Description', Icon: DescriptionIcon },
  { name: 'Attachment', Icon: AttachmentIcon },
  { name: 'Link', Icon: LinkIcon },
  { name: 'Image', Icon: ImageIcon },
  { name: 'PhotoCamera', Icon: PhotoCameraIcon },
  { name: 'Videocam', Icon: VideocamIcon },
  { name: 'Mic', Icon: MicIcon },
  { name: 'VolumeUp', Icon: VolumeUpIcon },
  { name: 'PlayArrow', Icon: PlayArrowIcon },
  { name: 'Pause', Icon: PauseIcon },
  { name: 'Stop', Icon: StopIcon },
  { name: 'SkipNext', Icon: SkipNextIcon },
  { name: 'Favorite', Icon: FavoriteIcon },
  { name: 'FavoriteBorder', Icon: FavoriteBorderIcon },
  { name: 'Star', Icon: StarIcon },
  { name: 'StarBorder', Icon: StarBorderIcon },
  { name: 'ThumbUp', Icon: ThumbUpIcon },
  { name: 'Bookmark', Icon: BookmarkIcon },
  { name: 'Share', Icon: ShareIcon },
  { name: 'Print', Icon: PrintIcon },
  { name: 'Save', Icon: SaveIcon },
  { name: 'ContentCopy', Icon: ContentCopyIcon },
  { name: 'ContentPaste', Icon: ContentPasteIcon },
  { name: 'Undo', Icon: UndoIcon },
  { name: 'Redo', Icon: RedoIcon },
  { name: 'Lock', Icon: LockIcon },
  { name: 'LockOpen', Icon: LockOpenIcon },
  { name: 'Visibility', Icon: VisibilityIcon },
  { name: 'VisibilityOff', Icon: VisibilityOffIcon },
  { name: 'Key', Icon: KeyIcon },
  { name: 'Fingerprint', Icon: FingerprintIcon },
  { name: 'Security', Icon: SecurityIcon },
  { name: 'Shield', Icon: ShieldIcon },
  { name: 'AdminPanelSettings', Icon: AdminPanelSettingsIcon },
  { name: 'Notifications', Icon: NotificationsIcon },
  { name: 'Alarm', Icon: AlarmIcon },
  { name: 'AccessTime', Icon: AccessTimeIcon },
  { name: 'Event', Icon: EventIcon },
  { name: 'CalendarToday', Icon: CalendarTodayIcon },
  { name: 'History', Icon: HistoryIcon },
  { name: 'Language', Icon: LanguageIcon },
  { name: 'Translate', Icon: TranslateIcon },
  { name: 'Public', Icon: PublicIcon },
  { name: 'Place', Icon: PlaceIcon },
  { name: 'Map', Icon: MapIcon },
  { name: 'Flight', Icon: FlightIcon },
  { name: 'DirectionsCar', Icon: DirectionsCarIcon },
  { name: 'LocalShipping', Icon: LocalShippingIcon },
  { name: 'ShoppingCart', Icon: ShoppingCartIcon },
  { name: 'ShoppingBag', Icon: ShoppingBagIcon },
  { name: 'Store', Icon: StoreIcon },
  { name: 'CreditCard', Icon: CreditCardIcon },
  { name: 'AttachMoney', Icon: AttachMoneyIcon },
  { name: 'LocalOffer', Icon: LocalOfferIcon },
  { name: 'Work', Icon: WorkIcon },
  { name: 'School', Icon: SchoolIcon },
  { name: 'Science', Icon: ScienceIcon },
  { name: 'Build', Icon: BuildIcon },
  { name: 'Code', Icon: CodeIcon },
  { name: 'BugReport', Icon: BugReportIcon },
  { name: 'Storage', Icon: StorageIcon },
  { name: 'Computer', Icon: ComputerIcon },
  { name: 'Laptop', Icon: LaptopIcon },
  { name: 'PhoneAndroid', Icon: PhoneAndroidIcon },
  { name: 'Keyboard', Icon: KeyboardIcon },
  { name: 'Mouse', Icon: MouseIcon },
  { name: 'Wifi', Icon: WifiIcon },
  { name: 'Power', Icon: PowerIcon },
  { name: 'Lightbulb', Icon: LightbulbIcon },
  { name: 'DarkMode', Icon: DarkModeIcon },
  { name: 'LightMode', Icon: LightModeIcon },
  { name: 'Palette', Icon: PaletteIcon },
  { name: 'Layers', Icon: LayersIcon },
  { name: 'Dashboard', Icon: DashboardIcon },
  { name: 'ViewList', Icon: ViewListIcon },
  { name: 'GridView', Icon: GridViewIcon },
  { name: 'TableChart', Icon: TableChartIcon },
  { name: 'BarChart', Icon: BarChartIcon },
  { name: 'PieChart', Icon: PieChartIcon },
  { name: 'ShowChart', Icon: ShowChartIcon },
  { name: 'TrendingUp', Icon: TrendingUpIcon },
  { name: 'Info', Icon: InfoIcon },
  { name: 'Help', Icon: HelpIcon },
  { name: 'Warning', Icon: WarningIcon },
  { name: 'Error', Icon: ErrorIcon },
  { name: 'CheckCircle', Icon: CheckCircleIcon },
  { name: 'Cancel', Icon: CancelIcon },
  { name: 'Block', Icon: BlockIcon },
  { name: 'Flag', Icon: FlagIcon },
  { name: 'Label', Icon: LabelIcon },
  { name: 'FilterList', Icon: FilterListIcon },
  { name: 'Sort', Icon: SortIcon },
  { name: 'Tune', Icon: TuneIcon },
  { name: 'Extension', Icon: ExtensionIcon },
  { name: 'Widgets', Icon: WidgetsIcon },
  { name: 'Apps', Icon: AppsIcon },
  { name: 'Chat', Icon: ChatIcon },
  { name: 'Comment', Icon: CommentIcon },
  { name: 'Phone', Icon: PhoneIcon },
  { name: 'AccountCircle', Icon: AccountCircleIcon },
  { name: 'Logout', Icon: LogoutIcon },
  { name: 'Login', Icon: LoginIcon },
  { name: 'PersonAdd', Icon: PersonAddIcon },
  { name: 'EmojiEmotions', Icon: EmojiEmotionsIcon },
  { name: 'MenuBook', Icon: MenuBookIcon },
  { name: 'QrCode', Icon: QrCodeIcon },
  { name: 'Fullscreen', Icon: FullscreenIcon },
  { name: 'ZoomIn', Icon: ZoomInIcon },
  { name: 'ZoomOut', Icon: ZoomOutIcon },
  { name: 'OpenInNew', Icon: OpenInNewIcon },
];
