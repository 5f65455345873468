import { describe, expect, test } from 'vitest';
import { ClubScenario, uniquePhone } from './support/api';
import { expectPath, field, headerBalance, PHONE, see, signInTo } from './support/browser';
import { expectUsableScreen } from './support/checks';
import { downloadOf, expectFitsPhone, toast } from './support/staff';
import { browserSuite, chromiumPath } from './support/suite';

/**
 * Importing members and welcome links (design-season section 6), at 375 px: a Manager pastes a CSV file, checks it
 * (a row in error shows in red beside its line), fixes it, imports, and copies a new member's welcome link; the new
 * member opens it in a fresh browser, chooses a password and lands on the dashboard; the used link then says so.
 */
describe.skipIf(!chromiumPath)(
  'member import: a manager imports members and a new member uses the welcome link',
  () => {
    const { api, openSession } = browserSuite();

    test('at 375 px: check, import, copy the link; the member sets a password and is signed in', async () => {
      const club = await ClubScenario.create(api, `Importers ${Date.now() % 100_000}`);
      const [asha, dev] = [uniquePhone(), uniquePhone()];
      const withError = `firstName,lastName,phoneNumber,credits\nAsha,Rao,${asha},150\nDev,Mehta,12,\n`;
      const fixed = `firstName,lastName,phoneNumber,credits\nAsha,Rao,${asha},150\nDev,Mehta,${dev},\n`;

      const manager = await openSession({ viewport: PHONE, clipboard: true });
      const { page } = manager;
      await signInTo(page, club.manager, '/manager-dashboard');
      await page.goto('/manager-dashboard/manage-members');
      await page.getByRole('button', { name: 'Import members' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import members' });
      await field(page, 'Or paste the CSV').fill(withError);
      await dialog.getByRole('button', { name: 'Check file' }).click();
      await see(page, '1 row has errors. Nothing was imported.');
      const error = dialog.locator('[data-row-error="true"]');
      expect(await error.textContent()).toBe('Please enter a valid phone number');
      await see(page, 'Line 3: Dev Mehta');
      expect(await dialog.getByRole('button', { name: 'Import' }).isDisabled()).toBe(true);
      await expectFitsPhone(page);

      await field(page, 'Or paste the CSV').fill(fixed);
      await dialog.getByRole('button', { name: 'Check file' }).click();
      await see(page, '2 members ready to import');
      await dialog.getByRole('button', { name: 'Import' }).click();
      await see(page, '2 members imported');
      const links = dialog.locator('[data-welcome-link]');
      await expect.poll(() => links.count()).toBe(2);
      const link = (await links.first().getAttribute('data-welcome-link')) ?? '';
      expect(link).toMatch(/\/welcome\/[A-Za-z0-9_-]{32,}$/);
      await dialog.getByRole('button', { name: 'Copy link of Asha Rao' }).click();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(link);
      const whatsApp = await dialog.getByRole('link', { name: 'WhatsApp Asha Rao' }).getAttribute('href');
      expect(whatsApp).toBe(
        `https://wa.me/91${asha}?text=${encodeURIComponent(`You have been added to ${club.clubName} on Wicket Pools: ${link}`)}`,
      );
      const csv = await downloadOf(page, dialog.getByRole('button', { name: 'Download links (CSV)' }));
      expect(csv.name).toBe('welcome-links.csv');
      expect(csv.text.split('\r\n')[0]).toBe('firstName,lastName,countryCode,phoneNumber,welcomeLink');
      expect(csv.text).toContain(`Asha,Rao,'+91,${asha},${link}\r\n`);
      await expectUsableScreen(page);
      await expectFitsPhone(page);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await see(page, 'Asha Rao');
      await page.getByRole('button', { name: 'New welcome link for Dev Mehta' }).waitFor();
      await manager.close();

      // The new member, in a fresh browser: the copied link, a password, the dashboard.
      const member = await openSession({ viewport: PHONE });
      const memberPage = member.page;
      await memberPage.goto(new URL(link).pathname);
      await see(memberPage, `Welcome to ${club.clubName}, Asha`);
      await expectFitsPhone(memberPage);
      await field(memberPage, 'Password').fill('asha-pw-1');
      await field(memberPage, 'Confirm Password').fill('asha-pw-2');
      await memberPage.getByRole('button', { name: 'Set password and sign in' }).click();
      await see(memberPage, 'New passwords do not match');
      await field(memberPage, 'Confirm Password').fill('asha-pw-1');
      await memberPage.getByRole('button', { name: 'Set password and sign in' }).click();
      await toast(memberPage, 'Login Successful!');
      await expectPath(memberPage, '/dashboard');
      await expect.poll(() => headerBalance(memberPage).textContent()).toContain('150.00');
      // Used once: the link now says so.
      await memberPage.goto(new URL(link).pathname);
      await see(memberPage, 'This link has expired or was already used');
      await expectUsableScreen(memberPage);
      await member.close();

      // The password works for signing in from now on.
      expect((await api.login(asha, 'asha-pw-1')).firstName).toBe('Asha');
    });

    test('at 375 px, 25 rows: Import stays in view after Check, and messages only logged are said (issue 38)', async () => {
      const club = await ClubScenario.create(api, `Big Import ${Date.now() % 100_000}`);
      const rows = Array.from({ length: 25 }, (_, i) => `Member,Number${i + 1},${uniquePhone()}`);
      const csv = `firstName,lastName,phoneNumber\n${rows.join('\n')}\n`;
      const manager = await openSession({ viewport: PHONE });
      const { page } = manager;
      await signInTo(page, club.manager, '/manager-dashboard');
      await page.goto('/manager-dashboard/manage-members');
      await page.getByRole('button', { name: 'Import members' }).click();
      const dialog = page.getByRole('dialog', { name: 'Import members' });
      await field(page, 'Or paste the CSV').fill(csv);
      await dialog.getByRole('switch', { name: 'Send each member a WhatsApp message' }).check({ force: true });
      await dialog.getByRole('button', { name: 'Check file' }).click();
      await see(page, '25 members ready to import');
      // Scrolled to the last checked row, Import is still on screen at the bottom, next to Check file.
      await dialog.getByText('Number25').last().scrollIntoViewIfNeeded();
      const importButton = dialog.getByRole('button', { name: 'Import' });
      const box = await importButton.boundingBox();
      expect(box).not.toBeNull();
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(PHONE.height);
      expect(box?.y ?? -1).toBeGreaterThanOrEqual(0);
      await importButton.click();
      await see(page, '25 members imported');
      // The test server has no WhatsApp sender: the messages were only written to its log, and the dialog says so.
      await see(page, 'No WhatsApp sender is set up');
      await expectFitsPhone(page);
      await manager.close();
    });
  },
);
