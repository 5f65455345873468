import { Select } from '@mantine/core';
import { useMemo, useState } from 'react';
import { t } from '@/i18n';
import { useCountryCodes } from '@/lib/country-codes';

const selectAll = (event: React.SyntheticEvent<HTMLInputElement>) => event.currentTarget.select();

type CountryCodeSelectProps = {
  value: string;
  onChange: (dialCode: string) => void;
  error?: React.ReactNode;
  label?: string;
  required?: boolean;
};

/**
 * Country code picker filled from GET /api/country-codes. The form holds the dial code (`+91`); several countries
 * share one (`+1`), so the picked country is remembered to show the right name. Focusing or tapping the box selects
 * its text, so what is typed searches afresh instead of being added after the chosen country's name.
 */
export function CountryCodeSelect({ value, onChange, error, label, required }: CountryCodeSelectProps) {
  const { data: countries = [], isPending } = useCountryCodes();
  const [pickedIso, setPickedIso] = useState<string | null>(null);
  const options = useMemo(
    () => countries.map((country) => ({ value: country.code, label: `${country.name} (${country.dial_code})` })),
    [countries],
  );
  const selected =
    countries.find((country) => country.code === pickedIso && country.dial_code === value)?.code ??
    countries.find((country) => country.dial_code === value)?.code ??
    null;
  return (
    <Select
      label={label ?? t('Country Code')}
      required={required}
      placeholder={isPending ? t('Loading…') : t('Select country code')}
      data={options}
      value={selected}
      onChange={(iso) => {
        setPickedIso(iso);
        onChange(countries.find((country) => country.code === iso)?.dial_code ?? '');
      }}
      searchable
      onFocus={selectAll}
      onClick={selectAll}
      nothingFoundMessage="No country found"
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
