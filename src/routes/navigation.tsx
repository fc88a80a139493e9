import {
  createContext,
  forwardRef,
  useContext,
  useEffect,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
} from 'react';

export interface AppLocation {
  pathname: string;
  search: string;
  /** What the page that sent the visitor here passed along (react-router's `location.state`). */
  state: unknown;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/**
 * Where the visitor is and how to move: what the sign-in screens and the route guard need from a router. The sign-in
 * pages get it from a small history store (browserNavigation.ts), so they load without react-router; inside the
 * admin it is react-router's (RouterNavigation.tsx), so its blockers and react-admin see every move.
 */
export interface Navigation {
  location: AppLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
}

export const NavigationContext = createContext<Navigation | null>(null);

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigation needs a BrowserNavigation or RouterNavigation above it');
  return navigation;
}

/** A plain left click, which the app handles; anything else (a new tab, a download) is the browser's. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button === 0 &&
  !event.defaultPrevented &&
  !event.metaKey &&
  !event.altKey &&
  !event.ctrlKey &&
  !event.shiftKey &&
  (!event.currentTarget.target || event.currentTarget.target === '_self');

/** A link inside the app (MUI's `component={AppLink} to="…"`): a real `<a href>`, moved to without a reload. */
export const AppLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function AppLink({ to, onClick, ...rest }, ref) {
    const { navigate } = useNavigation();
    return (
      <a
        ref={ref}
        href={to}
        {...rest}
        onClick={(event) => {
          onClick?.(event);
          if (!isPlainClick(event)) return;
          event.preventDefault();
          navigate(to);
        }}
      />
    );
  },
);

/** Moves on once rendered (react-router's `<Navigate>`, for either navigation); once, even when rendered again. */
export function Redirect({ to, replace, state }: { to: string } & NavigateOptions) {
  const { navigate } = useNavigation();
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) return;
    moved.current = true;
    navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
