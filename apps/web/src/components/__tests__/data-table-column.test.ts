import { describe, expect, it } from 'vitest';
import { column, withColumn } from '../data-table-column';

describe('table columns', () => {
  it('read their header when shown, also after a change of fields (a language switch reaches every header)', () => {
    let language = 'en';
    const base = column<{ id: string }>('id', () => (language === 'en' ? 'Combination' : 'कॉम्बिनेशन'), {
      render: (row) => row.id,
    });
    const hidden = withColumn(base, { hiddenInCard: true });
    expect([base.header, hidden.header, hidden.hiddenInCard]).toEqual(['Combination', 'Combination', true]);
    language = 'hi';
    expect([base.header, hidden.header]).toEqual(['कॉम्बिनेशन', 'कॉम्बिनेशन']);
  });
});
