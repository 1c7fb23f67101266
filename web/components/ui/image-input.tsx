import { FileInput } from '@mantine/core';
import { useState } from 'react';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const IMAGE_MAX_BYTES = 1024 * 1024;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

interface ImageInputProps {
  /** 'Logo' for a team, 'Photo' for a board member. */
  label: 'Logo' | 'Photo';
  onChange: (dataUrl: string | null) => void;
  required?: boolean;
  /** A problem the form found, e.g. no photo chosen. */
  error?: string | undefined;
}

/**
 * Picks a team logo or a board photo and hands it on as a data URL. The checks here only save a
 * pointless upload: the server checks the content itself and scales it to at most 256 px.
 */
export function ImageInput({ label, onChange, required = false, error: formError }: ImageInputProps) {
  const [error, setError] = useState<string | null>(null);

  async function pick(file: File | null) {
    setError(null);
    if (!file) return onChange(null);
    if (!IMAGE_TYPES.includes(file.type)) {
      setError('Please choose a PNG, JPEG or WebP image.');
      return onChange(null);
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setError(`The ${label.toLowerCase()} can be at most 1 MB.`);
      return onChange(null);
    }
    onChange(await readAsDataUrl(file));
  }

  return (
    <FileInput
      label={label}
      required={required}
      description="PNG, JPEG or WebP, up to 1 MB; shown at most 256 px wide"
      accept={IMAGE_TYPES.join(',')}
      clearable
      error={error ?? formError}
      onChange={(file) => void pick(file)}
    />
  );
}
