import { Menu } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { setLocale, t, useLocale } from '@/i18n';
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
  const next = useLocale() === 'hi' ? 'en' : 'hi';
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
        <Menu.Divider />
        {/* The language (design-season section 7), named in itself. */}
        <Menu.Item
          lang={next}
          leftSection={<IconLanguage size={16} aria-hidden />}
          onClick={() => void setLocale(next)}
        >
          {next === 'hi' ? 'हिन्दी' : 'English'}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
