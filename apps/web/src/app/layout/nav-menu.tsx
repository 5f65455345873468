import { Menu } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { t } from '@/i18n';
import { MenuButton } from './menu-button';
import type { NavLink } from './nav-links';

/**
 * The phone header's navigation menu. header.tsx loads it (and Mantine's Menu, Popover and floating-ui with it)
 * when the menu button is first pressed; it then replaces that button with its own, focuses it and opens, so
 * closing the menu returns focus to the button as usual.
 */
export function NavMenu({ links, pathname }: { links: NavLink[]; pathname: string }) {
  const button = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    button.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu position="bottom-end" shadow="md" width={220} opened={opened} onChange={setOpened}>
      <Menu.Target>
        <MenuButton ref={button} />
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item
            key={link.to}
            component={Link}
            to={link.to}
            aria-current={pathname === link.to ? 'page' : undefined}
            fw={pathname === link.to ? 700 : undefined}
          >
            {t(link.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
