import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubPhoneViewport } from '@/testing/viewport';
import { DataTable, FIRST_CARDS } from '../data-table';

type Row = { id: string };
const rowsOf = (count: number): Row[] => Array.from({ length: count }, (_, i) => ({ id: `row-${i + 1}` }));
const columns = [{ key: 'id', header: 'Id', render: (row: Row) => row.id }];

/** The number of cards on the page when the list's first render was committed. */
function CardsAtFirstCommit({ rows, seen }: { rows: Row[]; seen: number[] }) {
  useLayoutEffect(() => {
    seen.push(document.querySelectorAll('li').length);
  }, [seen]);
  return <DataTable label="Bets" columns={columns} rows={rows} rowKey={(row) => row.id} />;
}

describe('DataTable on a phone', () => {
  beforeEach(stubPhoneViewport);

  it(`draws the first ${FIRST_CARDS} cards of a long list at once, then the whole list in order`, async () => {
    const seen: number[] = [];
    render(<CardsAtFirstCommit rows={rowsOf(100)} seen={seen} />, { wrapper: MantineProvider });
    expect(seen).toEqual([FIRST_CARDS]);
    const list = screen.getByRole('list', { name: 'Bets' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(100));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((card) => card.textContent),
    ).toEqual(rowsOf(100).map((row) => row.id));
  });

  it('draws a short list whole in its first render', () => {
    const seen: number[] = [];
    render(<CardsAtFirstCommit rows={rowsOf(FIRST_CARDS)} seen={seen} />, { wrapper: MantineProvider });
    expect(seen).toEqual([FIRST_CARDS]);
  });
});
