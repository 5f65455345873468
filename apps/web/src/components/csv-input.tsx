import { FileInput, Stack, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { t } from '@/i18n';

type CsvInputProps = {
  /** The CSV text, as chosen or pasted. */
  value: string;
  /** The new text, and whether it came from a chosen file or was typed or pasted. */
  onChange: (csv: string, from: 'file' | 'paste') => void;
  /** An example of the file's first lines for the paste box. */
  placeholder: string;
};

/**
 * A CSV file for an import (fixtures, members): choose a file or paste the text. A chosen file's text fills the
 * paste box, and its name shows while the box still holds that text (cleared or edited, it is no longer the file).
 */
export function CsvInput({ value, onChange, placeholder }: CsvInputProps) {
  const [chosen, setChosen] = useState<{ file: File; text: string } | null>(null);
  const file = chosen && chosen.text === value ? chosen.file : null;

  const choose = async (picked: File | null) => {
    if (!picked) {
      setChosen(null);
      return;
    }
    const text = await picked.text();
    setChosen({ file: picked, text });
    onChange(text, 'file');
  };

  return (
    <Stack gap="sm">
      <FileInput
        label={t('CSV file')}
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        placeholder={t('Choose a .csv file')}
        accept="text/csv,.csv,text/plain"
        leftSection={<IconFileUpload size={16} />}
        value={file}
        onChange={(picked) => void choose(picked)}
        clearable
        clearButtonProps={{ 'aria-label': t('Clear the chosen file') }}
      />
      <Textarea
        label={t('Or paste the CSV')}
        placeholder={placeholder}
        rows={5}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value, 'paste')}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      />
    </Stack>
  );
}
