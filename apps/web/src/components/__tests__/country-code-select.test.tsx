import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '@/testing/fake-fetch';
import { renderScreen } from '@/testing/render';
import { CountryCodeSelect } from '../country-code-select';

const countries = [
  { name: 'India', dial_code: '+91', code: 'IN' },
  { name: 'Germany', dial_code: '+49', code: 'DE' },
  { name: 'Ghana', dial_code: '+233', code: 'GH' },
];

function Picker() {
  const [value, setValue] = useState('+91');
  return (
    <>
      <CountryCodeSelect value={value} onChange={setValue} />
      <output aria-label="Dial code">{value}</output>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('country code search (issue 27)', () => {
  it('what is typed into the chosen country searches afresh, not after its name', async () => {
    fakeFetch([{ url: '/api/country-codes', body: countries }]);
    renderScreen(<Picker />, { path: '/', url: '/' });
    const box = screen.getByLabelText('Country Code', { selector: 'input' });
    await waitFor(() => expect(box).toHaveValue('India (+91)'));
    const user = userEvent.setup();
    await user.click(box);
    await user.keyboard('Germ');
    expect(box).toHaveValue('Germ');
    await user.click(await screen.findByRole('option', { name: 'Germany (+49)', hidden: true }));
    expect(screen.getByLabelText('Dial code')).toHaveTextContent('+49');
  });
});
