import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { st } from '@/i18n';
import { apiDownload, type FallbackText, type RequestOptions } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

type DownloadButtonProps = {
  /** API path of the export, e.g. `/api/clubs/{id}/standings.csv`. */
  path: string;
  fileName: string;
  query?: RequestOptions['query'];
  label?: string;
} & Pick<ButtonProps, 'size' | 'variant'>;

/*
 * The catalog's texts written out (`FallbackText` holds them to messages.ts at typecheck; their Hindi is found by the
 * text): View Bets, the standings and the wallet history show this button, and importing the catalog for two texts
 * brought all of it (24 KB) to each of them.
 */
const DOWNLOAD_CSV: FallbackText = 'Download CSV';
const DOWNLOAD_FAILED: FallbackText = 'Download failed';

/** Downloads a CSV export of the API with the signed-in user's token; a failure shows the server's message. */
export function DownloadButton({
  path,
  fileName,
  query,
  label = st(DOWNLOAD_CSV),
  size,
  variant = 'light',
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload(path, fileName, { fallback: DOWNLOAD_FAILED, query });
    } catch (err) {
      notifyError(err instanceof Error && err.message ? err.message : DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size={size} variant={variant} leftSection={<IconDownload size={16} />} loading={busy} onClick={download}>
      {label}
    </Button>
  );
}
