import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState, type MouseEvent, type ReactNode } from 'react';

/** An item of a top-bar menu: a link (`href`, another site) or an action. */
export interface ShellMenuItem {
  id: string;
  label: string;
  href?: string;
  onSelect?: () => void;
}

/** The menu's button: visible text with an icon, or an icon alone named by `label`. */
export interface ShellMenuProps {
  label: string;
  icon: ReactNode;
  iconOnly?: boolean;
  items: ShellMenuItem[];
  testId: string;
}

/**
 * A top-bar menu button and its menu (WAI-ARIA menu button): Enter, Space or a click opens it with the first item
 * focused, arrows move, Enter chooses, Escape closes; focus goes back to the button when it closes.
 */
export function ShellMenu({ label, icon, iconOnly = false, items, testId }: ShellMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  const buttonProps = {
    'aria-haspopup': 'menu' as const, 'aria-expanded': open, 'aria-controls': open ? menuId : undefined, 'data-testid': testId,
    onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };
  return (
    <>
      {iconOnly ? <IconButton aria-label={label} color="primary" {...buttonProps}>{icon}</IconButton> : <Button startIcon={icon} {...buttonProps}>{label}</Button>}
      <Menu id={menuId} anchorEl={anchor} open={open} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {items.map((item) => (item.href ? (
          <MenuItem key={item.id} component="a" href={item.href} onClick={close}>{item.label}</MenuItem>
        ) : (
          <MenuItem key={item.id} onClick={() => { close(); item.onSelect?.(); }}>{item.label}</MenuItem>
        )))}
      </Menu>
    </>
  );
}
