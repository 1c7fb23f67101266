import { FileInput } from '@mantine/core';
import { useState } from 'react';

const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const LOGO_MAX_BYTES = 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Picks a team logo and hands it on as a data URL. The checks here only save a pointless upload:
 * the server checks the content itself.
 */
export function LogoInput({ onChange }: { onChange: (dataUrl: string | null) => void }) {
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | null) {
    setError(null);
    if (!file) return onChange(null);
    if (!LOGO_TYPES.includes(file.type)) {
      setError('Please choose a PNG, JPEG or WebP image.');
      return onChange(null);
    }
    if (file.size > LOGO_MAX_BYTES) {
      setError('The logo can be at most 1 MB.');
      return onChange(null);
    }
    onChange(await readAsDataUrl(file));
  }

  return (
    <FileInput
      label="Logo"
      description="PNG, JPEG or WebP, up to 1 MB; shown at most 256 px wide"
      accept={LOGO_TYPES.join(',')}
      clearable
      error={error}
      onChange={(file) => void pick(file)}
    />
  );
}
