import PaymentIcon from '@mui/icons-material/PaymentOutlined';
import ShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import ReturnIcon from '@mui/icons-material/AssignmentReturnOutlined';
import OrdersIcon from '@mui/icons-material/ShoppingBagOutlined';
import ProductIcon from '@mui/icons-material/Inventory2Outlined';
import HelpIcon from '@mui/icons-material/HelpOutline';
import type { SvgIconComponent } from '@mui/icons-material';

const icons: Record<string, SvgIconComponent> = {
  payment: PaymentIcon,
  delivery: ShippingIcon,
  cancellation: ReturnIcon,
  orders: OrdersIcon,
  product: ProductIcon,
};

/** The icon a category's `icon` name stands for. */
export const categoryIcon = (name: string): SvgIconComponent => icons[name] ?? HelpIcon;
