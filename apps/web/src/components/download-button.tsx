import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { messages } from '@wicket/shared/messages';
import { useState } from 'react';
import { st } from '@/i18n';
import { apiDownload, type RequestOptions } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';

type DownloadButtonProps = {
  /** API path of the export, e.g. `/api/clubs/{id}/standings.csv`. */
  path: string;
  fileName: string;
  query?: RequestOptions['query'];
  label?: string;
} & Pick<ButtonProps, 'size' | 'variant'>;

/** Downloads a CSV export of the API with the signed-in user's token; a failure shows the server's message. */
export function DownloadButton({
  path,
  fileName,
  query,
  label = st(messages.downloadCsv),
  size,
  variant = 'light',
}: DownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await apiDownload(path, fileName, { fallback: messages.downloadFailed, query });
    } catch (err) {
      notifyError(err instanceof Error && err.message ? err.message : messages.downloadFailed);
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
